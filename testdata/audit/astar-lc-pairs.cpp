// eight-count: A* with Manhattan distance plus linear conflicts counted
// per pair (+2 for every pair of tiles in their goal row or column in
// reversed order). Three tiles reversed in one line count 3 pairs, +6,
// where 2 moves out of the line suffice, +4: the heuristic overestimates
// by 2 on such boards, and A* answers too many moves on a rare few starts.
// Wrong on purpose: the audit's test program.
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <unordered_map>
#include <vector>
using namespace std;

static const int goal[9] = {8, 7, 6, 5, 4, 3, 2, 1, 0};
static int home[9];

static int heuristic(const int *b) {
    int h = 0;
    for (int i = 0; i < 9; i++)
        if (b[i]) h += abs(i / 3 - home[b[i]] / 3) + abs(i % 3 - home[b[i]] % 3);
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++) {
            int a = b[i], c = b[j];
            if (!a || !c) continue;
            bool row = i / 3 == j / 3 && home[a] / 3 == i / 3 && home[c] / 3 == i / 3;
            bool col = i % 3 == j % 3 && home[a] % 3 == i % 3 && home[c] % 3 == i % 3;
            if ((row && home[a] % 3 > home[c] % 3) || (col && home[a] / 3 > home[c] / 3)) h += 2;
        }
    return h;
}

static int encode(const int *b) {
    int k = 0;
    for (int i = 0; i < 9; i++) k = k * 9 + b[i];
    return k;
}

static void decode(int k, int *b) {
    for (int i = 8; i >= 0; i--) b[i] = k % 9, k /= 9;
}

int main() {
    for (int i = 0; i < 9; i++) home[goal[i]] = i;
    int b[9];
    for (int i = 0; i < 9; i++)
        if (scanf("%d", &b[i]) != 1) return 1;
    int target = encode(goal), start = encode(b);
    unordered_map<int, int> g;
    // (f, -g, board): the smallest f first, the deepest among equal f.
    priority_queue<pair<pair<int, int>, int>, vector<pair<pair<int, int>, int>>, greater<>> open;
    g[start] = 0;
    open.push({{heuristic(b), 0}, start});
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!open.empty()) {
        auto top = open.top();
        open.pop();
        int k = top.second, gk = -top.first.second;
        if (gk != g[k]) continue;
        if (k == target) {
            printf("%d\n", gk);
            return 0;
        }
        decode(k, b);
        int z = 0;
        while (b[z]) z++;
        for (int m = 0; m < 4; m++) {
            int r = z / 3 + dr[m], c = z % 3 + dc[m];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            int n = r * 3 + c;
            swap(b[z], b[n]);
            int kn = encode(b);
            auto it = g.find(kn);
            if (it == g.end() || it->second > gk + 1) {
                g[kn] = gk + 1;
                open.push({{gk + 1 + heuristic(b), -(gk + 1)}, kn});
            }
            swap(b[z], b[n]);
        }
    }
    return 1;
}
