// Does not compile: main calls deepen, which is defined below it with no
// declaration first ("'deepen' was not declared in this scope"; C++ needs
// a prototype where C89 once guessed one). The rest is IDA* on the
// Manhattan distance.
#include <cstdio>
#include <cstdlib>
#include <string>

static int cells[16], hole;
static std::string walk;

static int manhattan() {
    int d = 0;
    for (int c = 0; c < 16; c++)
        if (cells[c]) d += abs(c / 4 - (cells[c] - 1) / 4) + abs(c % 4 - (cells[c] - 1) % 4);
    return d;
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
        int bound = manhattan();
        while ((bound = deepen(0, bound, 0)) >= 0) {
        }
        printf("%s\n", walk.c_str());
    }
}

// deepen returns -1 when it reached the goal, else the least f over bound.
static int deepen(int g, int bound, char last) {
    int h = manhattan();
    if (g + h > bound) return g + h;
    if (h == 0) return -1;
    const char *letters = "UDLR";
    const int step[4] = {-4, 4, -1, 1};
    const char undo[4] = {'D', 'U', 'R', 'L'};
    int least = 1 << 30;
    for (int k = 0; k < 4; k++) {
        int to = hole + step[k];
        if (undo[k] == last || to < 0 || to > 15 || (k >= 2 && to / 4 != hole / 4)) continue;
        std::swap(cells[hole], cells[to]);
        int from = hole;
        hole = to;
        walk.push_back(letters[k]);
        int r = deepen(g + 1, bound, letters[k]);
        if (r < 0) return -1;
        walk.pop_back();
        hole = from;
        std::swap(cells[hole], cells[to]);
        if (r < least) least = r;
    }
    return least;
}
