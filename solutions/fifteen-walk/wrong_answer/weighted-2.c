/* Wrong answer for "fifteen-walk": IDA* with twice the Manhattan distance
 * as its estimate. It finds a walk fast, but not a short one: on boards
 * 45 moves away its walks run past the limit of 50 moves, and it prints
 * them however long they are. */
#include <stdio.h>
#include <stdlib.h>

static int board[16], blank;
static char path[1024];
static int pathLen;
static const char names[4] = {'U', 'D', 'L', 'R'};
static const int deltas[4] = {-4, 4, -1, 1};
static const int reverseOf[4] = {1, 0, 3, 2};

static int manhattan(void) {
    int h = 0;
    for (int i = 0; i < 16; i++)
        if (board[i]) h += abs(i / 4 - (board[i] - 1) / 4) + abs(i % 4 - (board[i] - 1) % 4);
    return h;
}

static int legal(int b, int m) {
    switch (m) {
    case 0: return b >= 4;
    case 1: return b < 12;
    case 2: return b % 4 != 0;
    }
    return b % 4 != 3;
}

static int dfs(int g, int bound, int last) {
    int h = manhattan();
    if (g + 2 * h > bound) return g + 2 * h;
    if (h == 0) {
        pathLen = g;
        return -1;
    }
    int least = 1 << 30;
    for (int m = 0; m < 4; m++) {
        if ((last >= 0 && reverseOf[last] == m) || !legal(blank, m) || g >= 1000) continue;
        int b = blank, to = b + deltas[m];
        board[b] = board[to], board[to] = 0, blank = to;
        path[g] = names[m];
        int r = dfs(g + 1, bound, m);
        board[to] = board[b], board[b] = 0, blank = b;
        if (r < 0) return -1;
        if (r < least) least = r;
    }
    return least;
}

static int solvable(void) {
    int inv = 0;
    for (int i = 0; i < 16; i++)
        for (int j = i + 1; j < 16; j++)
            if (board[i] && board[j] && board[i] > board[j]) inv++;
    return (inv + blank / 4) % 2 == 1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    while (n-- > 0) {
        for (int i = 0; i < 16; i++) {
            if (scanf("%d", &board[i]) != 1) return 1;
            if (board[i] == 0) blank = i;
        }
        if (!solvable()) {
            puts("This puzzle is not solvable.");
            continue;
        }
        for (int bound = 2 * manhattan();;) {
            int r = dfs(0, bound, -1);
            if (r < 0) break;
            bound = r;
        }
        printf("%.*s\n", pathLen, path);
    }
    return 0;
}
