// eight-count, wrong: "reversed" read as the usual goal mirrored left to
// right, 6 7 8 / 3 4 5 / 0 1 2, instead of 8 7 6 / 5 4 3 / 2 1 0.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    for (int i = 0; i < 9; i++) {
        int x;
        if (!(cin >> x)) return 0;
        s += char('0' + x);
    }
    const string goal = "678345012";
    unordered_map<string, int> dist;
    queue<string> q;
    dist[s] = 0;
    q.push(s);
    const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
    while (!q.empty()) {
        string cur = q.front();
        q.pop();
        int d = dist[cur];
        if (cur == goal) {
            cout << d << "\n";
            return 0;
        }
        int z = cur.find('0');
        int x = z / 3, y = z % 3;
        for (int k = 0; k < 4; k++) {
            int nx = x + dx[k], ny = y + dy[k];
            if (nx < 0 || nx >= 3 || ny < 0 || ny >= 3) continue;
            string nxt = cur;
            swap(nxt[z], nxt[nx * 3 + ny]);
            if (dist.count(nxt)) continue;
            dist[nxt] = d + 1;
            q.push(nxt);
        }
    }
    cout << -1 << "\n";
    return 0;
}
