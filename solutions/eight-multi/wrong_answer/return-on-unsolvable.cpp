// Eight, many puzzles: BFS from the goal once, answer each start from the table.
#include <bits/stdc++.h>
using namespace std;

static const int FACT[9] = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};
static int par[362880];
static char how[362880];

int cantor(const array<int, 9>& a) {
    int r = 0;
    for (int i = 0; i < 9; i++) {
        int s = 0;
        for (int j = i + 1; j < 9; j++) s += a[j] < a[i];
        r += s * FACT[i];
    }
    return r;
}

bool solvable(const array<int, 9>& a) {
    int inv = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++)
            if (a[i] && a[j] && a[i] > a[j]) inv++;
    return inv % 2 == 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    array<int, 9> goal = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    int g = cantor(goal);
    const int d[4] = {-3, 3, -1, 1};
    const char back[4] = {'d', 'u', 'r', 'l'};
    memset(par, -1, sizeof par);
    queue<pair<array<int, 9>, int>> q;
    q.push({goal, 8});
    par[g] = g;
    while (!q.empty()) {
        auto [a, p] = q.front();
        q.pop();
        int from = cantor(a);
        for (int k = 0; k < 4; k++) {
            if ((k == 0 && p < 3) || (k == 1 && p > 5) || (k == 2 && p % 3 == 0) || (k == 3 && p % 3 == 2)) continue;
            auto b = a;
            swap(b[p], b[p + d[k]]);
            int r = cantor(b);
            if (par[r] != -1) continue;
            par[r] = from;
            how[r] = back[k];
            q.push({b, p + d[k]});
        }
    }
    string t;
    array<int, 9> a;
    int n = 0;
    string out;
    while (cin >> t) {
        a[n++] = t == "x" ? 0 : t[0] - '0';
        if (n < 9) continue;
        n = 0;
        if (!solvable(a)) {
            cout << "unsolvable\n";
            return 0;
        }
        out.clear();
        for (int r = cantor(a); r != g; r = par[r]) out += how[r];
        cout << out << '\n';
    }
    return 0;
}
