// eight-count baseline: a plain breadth-first search from the start, states
// numbered by their Cantor expansion (rank among the 9! permutations).
#include <cstdio>
#include <cstring>
#include <queue>

static const int FACT[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static const int DR[4] = {-1, 1, 0, 0};
static const int DC[4] = {0, 0, -1, 1};

static bool visited[362880];

int cantor(const int *a) {
    int r = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++)
            if (a[j] < a[i]) smaller++;
        r += smaller * FACT[8 - i];
    }
    return r;
}

struct State {
    int a[9];
    int blank;
    int steps;
};

int main() {
    State s;
    for (int i = 0; i < 9; i++) {
        if (scanf("%d", &s.a[i]) != 1) return 0;
        if (s.a[i] == 0) s.blank = i;
    }
    const int goal[9] = {8, 7, 6, 5, 4, 3, 2, 1, 0};
    int target = cantor(goal);
    s.steps = 0;
    std::queue<State> q;
    q.push(s);
    visited[cantor(s.a)] = true;
    while (!q.empty()) {
        State cur = q.front();
        q.pop();
        if (cantor(cur.a) == target) {
            printf("%d\n", cur.steps);
            return 0;
        }
        int r = cur.blank / 3, c = cur.blank % 3;
        for (int k = 0; k < 4; k++) {
            int nr = r + DR[k], nc = c + DC[k];
            if (nr < 0 || nr > 2 || nc < 0 || nc > 2) continue;
            State nx = cur;
            int to = nr * 3 + nc;
            nx.a[cur.blank] = nx.a[to];
            nx.a[to] = 0;
            nx.blank = to;
            nx.steps = cur.steps + 1;
            int code = cantor(nx.a);
            if (visited[code]) continue;
            visited[code] = true;
            q.push(nx);
        }
    }
    printf("-1\n");
    return 0;
}
