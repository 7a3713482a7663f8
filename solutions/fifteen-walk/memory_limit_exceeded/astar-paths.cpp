// Too big for "fifteen-walk": A* on the Manhattan distance that keeps, for
// every board it has seen, every board of the walk that reached it (a map
// from the packed board to that list), and prints the walk by reading off
// where the blank went between them. Its walks are shortest and its parity
// rule right, and UVa's sample takes it a few hundred boards; but a board
// 45 moves away makes it see millions, each with its list, far past
// 256 MiB.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>

typedef uint64_t Board; // 4 bits a cell, cell 0 lowest

static int at(Board b, int c) { return (b >> (4 * c)) & 15; }

static Board put(Board b, int c, int v) {
    return (b & ~(Board(15) << (4 * c))) | (Board(v) << (4 * c));
}

static int manhattan(Board b) {
    int d = 0;
    for (int c = 0; c < 16; c++) {
        int v = at(b, c);
        if (v) d += abs(c / 4 - (v - 1) / 4) + abs(c % 4 - (v - 1) % 4);
    }
    return d;
}

static int holeOf(Board b) {
    for (int c = 0; c < 16; c++)
        if (at(b, c) == 0) return c;
    return -1;
}

int main() {
    Board goal = 0;
    for (int c = 0; c < 15; c++) goal = put(goal, c, c + 1);
    int n;
    if (scanf("%d", &n) != 1) return 0;
    while (n--) {
        int cells[16];
        Board start = 0;
        for (int c = 0; c < 16; c++) {
            scanf("%d", &cells[c]);
            start = put(start, c, cells[c]);
        }
        int inversions = 0;
        for (int i = 0; i < 16; i++)
            for (int j = i + 1; j < 16; j++)
                if (cells[i] && cells[j] && cells[i] > cells[j]) inversions++;
        if ((inversions + holeOf(start) / 4) % 2 == 0) {
            puts("This puzzle is not solvable.");
            continue;
        }
        std::unordered_map<Board, std::vector<Board>> trail; // every board seen, and the boards to it
        typedef std::pair<int, Board> Entry;          // (moves + estimate, board)
        std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
        trail[start] = {start};
        open.push({manhattan(start), start});
        const int step[4] = {-4, 4, -1, 1};
        while (!open.empty()) {
            Board b = open.top().second;
            open.pop();
            if (b == goal) break;
            std::vector<Board> t = trail[b];
            int hole = holeOf(b);
            for (int k = 0; k < 4; k++) {
                int to = hole + step[k];
                if (to < 0 || to > 15 || (k >= 2 && to / 4 != hole / 4)) continue;
                Board next = put(put(b, hole, at(b, to)), to, 0);
                if (trail.count(next)) continue;
                std::vector<Board> &tn = trail[next];
                tn = t;
                tn.push_back(next);
                open.push({int(t.size()) + manhattan(next), next});
            }
        }
        std::string walk;
        const std::vector<Board> &t = trail[goal];
        for (size_t i = 1; i < t.size(); i++) {
            int d = holeOf(t[i]) - holeOf(t[i - 1]);
            walk += d == -4 ? 'U' : d == 4 ? 'D' : d == -1 ? 'L' : 'R';
        }
        printf("%s\n", walk.c_str());
    }
}
