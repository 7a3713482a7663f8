// Breadth-first search in which every queue entry carries its board and
// the whole list of steps so far. Bug: no visited set -- the same boards
// are queued again and again, and the queue grows tenfold a level.
#include <bits/stdc++.h>
using namespace std;

struct Node {
    vector<int> board;
    int last;  // kind of the last step: 0 none, 1 orthogonal, 2 diagonal
    vector<pair<int, int>> steps;
};

int main() {
    vector<int> a;
    int x;
    while (cin >> x) a.push_back(x);
    int m = a.size(), n = 1;
    while (n * n < m) n++;
    vector<int> goal(m);
    iota(goal.begin(), goal.end(), 1);
    if (a == goal) {
        puts("No Need");
        return 0;
    }
    queue<Node> q;
    q.push({a, 0, {}});
    while (!q.empty()) {
        Node cur = q.front();
        q.pop();
        for (int i = 0; i < m; i++)
            for (int j = i + 1; j < m; j++) {
                int dr = abs(i / n - j / n), dc = abs(i % n - j % n);
                int kind = dr + dc == 1 ? 1 : (dr == 1 && dc == 1 ? 2 : 0);
                if (kind == 0 || kind == cur.last) continue;
                Node nx = cur;
                swap(nx.board[i], nx.board[j]);
                nx.last = kind;
                nx.steps.push_back({cur.board[i], cur.board[j]});
                if (nx.board == goal) {
                    for (size_t s = 0; s < nx.steps.size(); s++)
                        printf("Step #%d: %d %d\n", (int)s + 1, nx.steps[s].first, nx.steps[s].second);
                    return 0;
                }
                q.push(nx);
            }
    }
    puts("No Solution");
    return 0;
}
