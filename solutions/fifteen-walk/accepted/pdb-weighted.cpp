// An accepted solution of "fifteen-walk" (after UVa 10181) in C++, the
// reference's search: for each board, a walk of at most 50 moves to the
// goal, or "This puzzle is not solvable.".
//
// IDA* over an additive pattern database of the 4-4-4-3 partition, built at
// start (four 0-1 breadth-first searches over about 700,000 states each),
// looked up on the board and on its mirror about the main diagonal (the
// larger sum is taken). Every solvable test needs at most 45 moves, so the
// search's bounds rise from the estimate and stop at the first walk found,
// which would be shortest: at most 45 moves. The search is tried first with
// the estimate weighted 4/3 (inadmissible: walks a few moves longer, found
// about six times faster on boards 45 moves away); a walk it finds longer
// than 50 is thrown away and the unweighted search run. Unsolvable boards
// are told by parity: the permutation of the 16 cells (the blank as 16) has
// the parity of the blank's taxicab distance to its goal cell exactly when
// the goal can be reached.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <vector>
#include <algorithm>

static const int8_t patterns[4][4] = {{1, 2, 5, 6}, {3, 4, 7, 8}, {9, 10, 13, 14}, {11, 12, 15, 0}};
static const int patternLen[4] = {4, 4, 4, 3};

static std::vector<uint8_t> tables[4];
static int of[16];
static int8_t nbr[16][4];
static int nnbr[16];

static int rankCells(const int8_t *p, int k) {
    int idx = 0;
    uint32_t used = 0;
    for (int i = 0; i < k; i++) {
        int c = p[i];
        idx = idx * (16 - i) + c - __builtin_popcount(used & ((1u << c) - 1));
        used |= 1u << c;
    }
    return idx;
}

static void unrankCells(int idx, int8_t *p, int k) {
    int digit[16];
    for (int i = k - 1; i >= 0; i--) {
        digit[i] = idx % (16 - i);
        idx /= 16 - i;
    }
    uint32_t used = 0;
    for (int i = 0; i < k; i++) {
        int d = digit[i];
        for (int c = 0; c < 16; c++) {
            if (used & (1u << c)) continue;
            if (d == 0) {
                p[i] = (int8_t)c;
                used |= 1u << c;
                break;
            }
            d--;
        }
    }
}

// build: the fewest moves of the pattern's own tiles home, over every
// placement of them and the blank; the blank's moves over other cells cost
// nothing (0-1 breadth-first search, level by level).
static std::vector<uint8_t> build(const int8_t *tiles, int k) {
    int size = 1;
    for (int i = 0; i < k; i++) size *= 16 - i;
    std::vector<uint8_t> table(size, 0xff);
    std::vector<uint8_t> seen(size * 16, 0), queued(size * 16, 0);
    int8_t p[4];
    for (int i = 0; i < k; i++) p[i] = tiles[i] - 1;
    int32_t start = rankCells(p, k) * 16 + 15;
    seen[start] = 1;
    table[start / 16] = 0;
    std::vector<int32_t> cur{start}, next;
    for (int d = 0; !cur.empty(); d++) {
        next.clear();
        for (size_t i = 0; i < cur.size(); i++) {
            int32_t s = cur[i];
            int idx = s / 16;
            int8_t b = s % 16;
            unrankCells(idx, p, k);
            int8_t occ[16];
            memset(occ, -1, sizeof occ);
            for (int j = 0; j < k; j++) occ[p[j]] = j;
            for (int q = 0; q < nnbr[b]; q++) {
                int8_t n = nbr[b][q];
                int j = occ[n];
                if (j < 0) {
                    int32_t ns = idx * 16 + n;
                    if (!seen[ns]) {
                        seen[ns] = 1;
                        cur.push_back(ns);
                    }
                } else {
                    p[j] = b;
                    int32_t ns = rankCells(p, k) * 16 + n;
                    p[j] = n;
                    if (!seen[ns] && !queued[ns]) {
                        queued[ns] = 1;
                        next.push_back(ns);
                    }
                }
            }
        }
        cur.clear();
        for (int32_t s : next) {
            queued[s] = 0;
            if (!seen[s]) {
                seen[s] = 1;
                cur.push_back(s);
                if (table[s / 16] == 0xff) table[s / 16] = d + 1;
            }
        }
    }
    return table;
}

static int8_t mirrorCell(int8_t c) { return c % 4 * 4 + c / 4; }
static int8_t mirrorTile(int8_t t) { return t == 0 ? 0 : mirrorCell(t - 1) + 1; }

static int8_t board[16], pos[16];
static int h[4], hm[4];
static char path[256]; // longer than any walk the bounds allow
static int pathLen;

static int value(int i) {
    int8_t p[4];
    for (int j = 0; j < patternLen[i]; j++) p[j] = pos[patterns[i][j]];
    return tables[i][rankCells(p, patternLen[i])];
}

static int mirrorValue(int i) {
    int8_t p[4];
    for (int j = 0; j < patternLen[i]; j++) p[j] = mirrorCell(pos[mirrorTile(patterns[i][j])]);
    return tables[i][rankCells(p, patternLen[i])];
}

static int weightNum = 1, weightDen = 1;

static int estimate() {
    int a = h[0] + h[1] + h[2] + h[3], b = hm[0] + hm[1] + hm[2] + hm[3];
    return a > b ? a : b;
}

// weighted is the estimate times weightNum/weightDen.
static int weighted(int e) { return e * weightNum / weightDen; }

// The blank's moves in UVa's letters, each with its reverse.
static const char names[4] = {'U', 'D', 'L', 'R'};
static const int8_t deltas[4] = {-4, 4, -1, 1};
static const int reverseOf[4] = {1, 0, 3, 2};

static bool legal(int8_t b, int m) {
    switch (m) {
    case 0: return b >= 4;
    case 1: return b < 12;
    case 2: return b % 4 != 0;
    }
    return b % 4 != 3;
}

// dfs returns -1 when it reached the goal (path holds the walk), else the
// least f = g + estimate beyond bound.
static int dfs(int g, int bound, int last) {
    int e = estimate();
    int we = weighted(e);
    if (g + we > bound) return g + we;
    if (e == 0) {
        pathLen = g;
        return -1;
    }
    int least = 1 << 30;
    int8_t b = pos[0];
    for (int m = 0; m < 4; m++) {
        if ((last >= 0 && reverseOf[last] == m) || !legal(b, m)) continue;
        int8_t to = b + deltas[m];
        int8_t t = board[to];
        int pi = of[t], mi = of[mirrorTile(t)];
        int oh = h[pi], om = hm[mi];
        board[b] = t, board[to] = 0;
        pos[t] = b, pos[0] = to;
        h[pi] = value(pi), hm[mi] = mirrorValue(mi);
        path[g] = names[m];
        int r = dfs(g + 1, bound, m);
        board[b] = 0, board[to] = t;
        pos[t] = to, pos[0] = b;
        h[pi] = oh, hm[mi] = om;
        if (r < 0) return -1;
        least = std::min(least, r);
    }
    return least;
}

// search runs IDA* from the board until it reaches the goal.
static void search() {
    for (int bound = weighted(estimate());;) {
        int r = dfs(0, bound, -1);
        if (r < 0) return;
        bound = r;
    }
}

static bool solvable() {
    int perm[16];
    for (int c = 0; c < 16; c++) perm[c] = board[c] == 0 ? 15 : board[c] - 1;
    bool done[16] = {};
    int swaps = 0;
    for (int i = 0; i < 16; i++)
        for (int j = i; !done[j]; j = perm[j]) {
            done[j] = true;
            if (perm[j] != i) swaps++;
        }
    int b = pos[0];
    int dist = 3 - b / 4 + 3 - b % 4;
    return swaps % 2 == dist % 2;
}

int main() {
    for (int8_t c = 0; c < 16; c++) {
        int r = c / 4, col = c % 4;
        if (r > 0) nbr[c][nnbr[c]++] = c - 4;
        if (r < 3) nbr[c][nnbr[c]++] = c + 4;
        if (col > 0) nbr[c][nnbr[c]++] = c - 1;
        if (col < 3) nbr[c][nnbr[c]++] = c + 1;
    }
    bool built = false;
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<char> out;
    for (int k = 0; k < n; k++) {
        for (int i = 0; i < 16; i++) {
            int v;
            if (scanf("%d", &v) != 1) return 1;
            board[i] = v;
            pos[v] = i;
        }
        if (!solvable()) {
            const char *s = "This puzzle is not solvable.\n";
            out.insert(out.end(), s, s + strlen(s));
            continue;
        }
        if (!built) { // the database is built once, for the first solvable board
            for (int i = 0; i < 4; i++) {
                tables[i] = build(patterns[i], patternLen[i]);
                for (int j = 0; j < patternLen[i]; j++) of[patterns[i][j]] = i;
            }
            built = true;
        }
        for (int i = 0; i < 4; i++) h[i] = value(i), hm[i] = mirrorValue(i);
        weightNum = 4, weightDen = 3;
        search();
        if (pathLen > 50) {
            weightNum = weightDen = 1;
            search();
        }
        out.insert(out.end(), path, path + pathLen);
        out.push_back('\n');
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
