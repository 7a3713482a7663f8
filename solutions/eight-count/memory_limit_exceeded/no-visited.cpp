// eight-count, memory hog: a breadth-first search that never marks states as
// visited, so the queue grows about threefold per level.
#include <cstdio>
#include <queue>

struct State {
    char a[9];
    int blank, steps;
};

int main() {
    State s;
    for (int i = 0; i < 9; i++) {
        int x;
        if (scanf("%d", &x) != 1) return 0;
        s.a[i] = (char)x;
        if (x == 0) s.blank = i;
    }
    s.steps = 0;
    const char goal[9] = {8, 7, 6, 5, 4, 3, 2, 1, 0};
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    std::queue<State> q;
    q.push(s);
    while (!q.empty()) {
        State cur = q.front();
        q.pop();
        bool done = true;
        for (int i = 0; i < 9; i++)
            if (cur.a[i] != goal[i]) done = false;
        if (done) {
            printf("%d\n", cur.steps);
            return 0;
        }
        int r = cur.blank / 3, c = cur.blank % 3;
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr > 2 || nc < 0 || nc > 2) continue;
            State n = cur;
            n.a[cur.blank] = n.a[nr * 3 + nc];
            n.a[nr * 3 + nc] = 0;
            n.blank = nr * 3 + nc;
            n.steps++;
            q.push(n);
        }
    }
    printf("-1\n");
    return 0;
}
