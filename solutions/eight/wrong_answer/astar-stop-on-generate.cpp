// eight, wrong: an A* with the Manhattan distance, written the way a
// breadth-first search is: a board is marked seen when it is pushed, never
// reopened, and the search stops as soon as the goal is *generated* rather
// than when it comes off the queue. Its answers are often one or two moves
// longer than the shortest.
#include <bits/stdc++.h>
using namespace std;

static const char *DIRS = "udlr";
static const int DR[4] = {-1, 1, 0, 0}, DC[4] = {0, 0, -1, 1};
static const string GOAL = "12345678x";

int manhattan(const string &s) {
    int h = 0;
    for (int i = 0; i < 9; i++) {
        if (s[i] == 'x') continue;
        int v = s[i] - '1';
        h += abs(i / 3 - v / 3) + abs(i % 3 - v % 3);
    }
    return h;
}

bool solvable(const string &s) {
    int inv = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++)
            if (s[i] != 'x' && s[j] != 'x' && s[j] < s[i]) inv++;
    return inv % 2 == 0;
}

string solve(const string &start) {
    if (start == GOAL) return "";
    if (!solvable(start)) return "unsolvable";
    typedef pair<int, string> Item;  // (f, board)
    priority_queue<Item, vector<Item>, greater<Item>> open;
    unordered_map<string, int> g;
    unordered_map<string, pair<string, char>> from;
    g[start] = 0;
    open.push({manhattan(start), start});
    while (!open.empty()) {
        string cur = open.top().second;
        open.pop();
        int z = cur.find('x');
        for (int k = 0; k < 4; k++) {
            int r = z / 3 + DR[k], c = z % 3 + DC[k];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            string nxt = cur;
            swap(nxt[z], nxt[r * 3 + c]);
            if (g.count(nxt)) continue;
            g[nxt] = g[cur] + 1;
            from[nxt] = {cur, DIRS[k]};
            if (nxt == GOAL) {
                string path;
                for (string s = GOAL; s != start; s = from[s].first) path += from[s].second;
                reverse(path.begin(), path.end());
                return path;
            }
            open.push({g[nxt] + manhattan(nxt), nxt});
        }
    }
    return "unsolvable";
}

int main() {
    string start;
    char t[8];
    for (int i = 0; i < 9; i++) {
        if (scanf("%7s", t) != 1) return 0;
        start += t[0];
    }
    printf("%s\n", solve(start).c_str());
    return 0;
}
