// eight baseline: a plain breadth-first search from the start, boards
// numbered by their Cantor expansion (rank among the 9! permutations); the
// path is read back through the parent of each board.
#include <cstdio>
#include <cstring>
#include <algorithm>
#include <queue>
#include <string>

static const int FACT[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static const int DR[4] = {-1, 1, 0, 0};
static const int DC[4] = {0, 0, -1, 1};
static const char DIR[4] = {'u', 'd', 'l', 'r'};

static bool visited[362880];
static int parent[362880];
static char how[362880];

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
    int code;
};

int main() {
    State s;
    char tok[8];
    for (int i = 0; i < 9; i++) {
        if (scanf("%7s", tok) != 1) return 0;
        s.a[i] = tok[0] == 'x' ? 0 : tok[0] - '0';
        if (s.a[i] == 0) s.blank = i;
    }
    const int goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    int target = cantor(goal);
    s.code = cantor(s.a);
    std::queue<State> q;
    q.push(s);
    visited[s.code] = true;
    parent[s.code] = -1;
    while (!q.empty()) {
        State cur = q.front();
        q.pop();
        if (cur.code == target) {
            std::string path;
            for (int c = target; parent[c] != -1; c = parent[c]) path += how[c];
            std::reverse(path.begin(), path.end());
            printf("%s\n", path.c_str());
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
            nx.code = cantor(nx.a);
            if (visited[nx.code]) continue;
            visited[nx.code] = true;
            parent[nx.code] = cur.code;
            how[nx.code] = DIR[k];
            q.push(nx);
        }
    }
    printf("unsolvable\n");
    return 0;
}
