// The original write-up's breadth-first search over (board, kind of the
// last step): every state a string key in a std::map, with its parent. About
// 8 s on the farthest boards; the same search over Cantor-ranked integers
// (scripts/baselines/chino-bfs-cantor.cpp) is some ten times faster.
#include <bits/stdc++.h>
using namespace std;

int n;

int main() {
    vector<int> a;
    int x;
    while (cin >> x) a.push_back(x);
    n = 1;
    while (n * n < (int)a.size()) n++;
    string start, goal;
    for (int i = 0; i < n * n; i++) {
        start += char('0' + a[i]);
        goal += char('1' + i);
    }
    if (start == goal) {
        cout << "No Need" << endl;
        return 0;
    }
    // last: 0 none, 1 orthogonal, 2 diagonal
    typedef pair<string, int> State;
    map<State, pair<State, pair<char, char>>> parent;
    queue<State> q;
    State s0(start, 0);
    parent[s0] = make_pair(s0, make_pair(0, 0));
    q.push(s0);
    while (!q.empty()) {
        State cur = q.front();
        q.pop();
        if (cur.first == goal) {
            vector<pair<char, char>> steps;
            while (cur.second != 0) {
                auto &p = parent[cur];
                steps.push_back(p.second);
                cur = p.first;
            }
            reverse(steps.begin(), steps.end());
            for (size_t i = 0; i < steps.size(); i++)
                cout << "Step #" << i + 1 << ": " << steps[i].first << " " << steps[i].second << endl;
            return 0;
        }
        for (int i = 0; i < n * n; i++) {
            for (int j = i + 1; j < n * n; j++) {
                int dr = abs(i / n - j / n), dc = abs(i % n - j % n);
                int kind;
                if (dr + dc == 1) kind = 1;
                else if (dr == 1 && dc == 1) kind = 2;
                else continue;
                if (kind == cur.second) continue;
                State nx = cur;
                swap(nx.first[i], nx.first[j]);
                nx.second = kind;
                if (parent.count(nx)) continue;
                parent[nx] = make_pair(cur, make_pair(cur.first[i], cur.first[j]));
                q.push(nx);
            }
        }
    }
    cout << "No Solution" << endl;
    return 0;
}
