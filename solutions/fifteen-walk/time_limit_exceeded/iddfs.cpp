// Too slow for "fifteen-walk": iterative deepening with no estimate at all.
// Its walks are shortest and its parity rule right, and UVa's sample (9
// moves) takes it a few thousand boards; but a board 45 moves away needs
// about 3^45 of them.
#include <cstdio>
#include <string>

static int cells[16], hole;
static std::string walk;

static bool solved() {
    for (int i = 0; i < 15; i++)
        if (cells[i] != i + 1) return false;
    return true;
}

static bool deepen(int left, char last) {
    if (solved()) return true;
    if (left == 0) return false;
    const char *letters = "UDLR";
    const int step[4] = {-4, 4, -1, 1};
    const char undo[4] = {'D', 'U', 'R', 'L'};
    for (int k = 0; k < 4; k++) {
        int to = hole + step[k];
        if (undo[k] == last || to < 0 || to > 15 || (k >= 2 && to / 4 != hole / 4)) continue;
        std::swap(cells[hole], cells[to]);
        int from = hole;
        hole = to;
        walk.push_back(letters[k]);
        if (deepen(left - 1, letters[k])) return true;
        walk.pop_back();
        hole = from;
        std::swap(cells[hole], cells[to]);
    }
    return false;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    while (n--) {
        for (int i = 0; i < 16; i++) {
            scanf("%d", &cells[i]);
            if (cells[i] == 0) hole = i;
        }
        int inversions = 0;
        for (int i = 0; i < 16; i++)
            for (int j = i + 1; j < 16; j++)
                if (cells[i] && cells[j] && cells[i] > cells[j]) inversions++;
        if ((inversions + hole / 4) % 2 == 0) {
            puts("This puzzle is not solvable.");
            continue;
        }
        walk.clear();
        for (int depth = 0; !deepen(depth, 0); depth++) {
        }
        printf("%s\n", walk.c_str());
    }
}
