// eight, memory hog: the board is read as a nine-digit decimal number (x as
// 9) and used directly as an index into "visited" and "parent" arrays of a
// billion entries, cleared with memset before the search.
#include <bits/stdc++.h>
using namespace std;

static char vis[1000000000];

int main() {
    string s;
    char t[8];
    for (int i = 0; i < 9; i++) {
        if (scanf("%7s", t) != 1) return 0;
        s += t[0] == 'x' ? '9' : t[0];
    }
    memset(vis, 0, sizeof vis);
    const int goal = 123456789;
    int inv = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++)
            if (s[i] != '9' && s[j] != '9' && s[j] < s[i]) inv++;
    if (inv % 2) {
        puts("unsolvable");
        return 0;
    }
    const char *dirs = "udlr";
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    queue<pair<string, string>> q;
    q.push({s, ""});
    vis[stoi(s)] = 1;
    while (!q.empty()) {
        auto [cur, path] = q.front();
        q.pop();
        if (stoi(cur) == goal) {
            printf("%s\n", path.c_str());
            return 0;
        }
        int z = cur.find('9');
        for (int k = 0; k < 4; k++) {
            int r = z / 3 + dr[k], c = z % 3 + dc[k];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            string n = cur;
            swap(n[z], n[r * 3 + c]);
            int code = stoi(n);
            if (vis[code]) continue;
            vis[code] = 1;
            q.push({n, path + dirs[k]});
        }
    }
    puts("unsolvable");
    return 0;
}
