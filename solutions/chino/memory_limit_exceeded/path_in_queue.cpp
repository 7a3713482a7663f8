// Breadth-first search in which every queue entry carries every board on
// its path so far (to print the steps at the end). Bug: no visited set --
// the same boards are queued again and again, the queue grows tenfold a
// level and each entry grows with its depth, so memory runs out fast.
#include <bits/stdc++.h>
using namespace std;

struct Node {
    vector<vector<int>> path;  // every board from the start to here
    int last;                  // kind of the last step: 0 none, 1 orthogonal, 2 diagonal
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
    q.push({{a}, 0});
    while (!q.empty()) {
        Node cur = std::move(q.front());
        q.pop();
        const vector<int>& b = cur.path.back();
        for (int i = 0; i < m; i++)
            for (int j = i + 1; j < m; j++) {
                int dr = abs(i / n - j / n), dc = abs(i % n - j % n);
                int kind = dr + dc == 1 ? 1 : (dr == 1 && dc == 1 ? 2 : 0);
                if (kind == 0 || kind == cur.last) continue;
                Node nx = cur;
                vector<int> nb = b;
                swap(nb[i], nb[j]);
                nx.path.push_back(nb);
                nx.last = kind;
                if (nb == goal) {
                    for (size_t s = 1; s < nx.path.size(); s++) {
                        const vector<int>&p = nx.path[s - 1], &c = nx.path[s];
                        int u = -1, v = -1;
                        for (int k = 0; k < m; k++)
                            if (p[k] != c[k]) (u < 0 ? u : v) = k;
                        printf("Step #%d: %d %d\n", (int)s, p[u], p[v]);
                    }
                    return 0;
                }
                q.push(std::move(nx));
            }
    }
    puts("No Solution");
    return 0;
}
