/* eight, wrong: the solvability test counts inversions over all nine
 * cells with the blank as 9, so a blank in an odd-numbered cell flips the
 * answer: solvable boards are called unsolvable and the other way round. */
#include <stdio.h>
#include <string.h>

#define STATES 362880

static const int fact[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static const int adj[9][5] = {
    {1, 3, -1}, {0, 2, 4, -1}, {1, 5, -1},
    {0, 4, 6, -1}, {1, 3, 5, 7, -1}, {2, 4, 8, -1},
    {3, 7, -1}, {4, 6, 8, -1}, {5, 7, -1},
};
static const char *dirs = "udlr";

static int queue[STATES], parent[STATES];
static char move[STATES], seen[STATES];
static int boards[STATES][9];

static int code(const int *a) {
    int r = 0;
    for (int i = 0; i < 9; i++) {
        int c = 0;
        for (int j = i + 1; j < 9; j++)
            if (a[j] < a[i]) c++;
        r += c * fact[8 - i];
    }
    return r;
}

static char dir(int from, int to) {
    if (to == from - 3) return dirs[0];
    if (to == from + 3) return dirs[1];
    if (to == from - 1) return dirs[2];
    return dirs[3];
}

int main(void) {
    int a[9];
    char t[8];
    for (int i = 0; i < 9; i++) {
        if (scanf("%7s", t) != 1) return 0;
        a[i] = t[0] == 'x' ? 9 : t[0] - '0';
    }
    int inv = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++)
            if (a[j] < a[i]) inv++;
    if (inv % 2) {
        puts("unsolvable");
        return 0;
    }
    for (int i = 0; i < 9; i++)
        if (a[i] == 9) a[i] = 0;
    int goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    int g = code(goal), s = code(a);
    int head = 0, tail = 0;
    queue[tail] = s;
    memcpy(boards[tail++], a, sizeof a);
    seen[s] = 1;
    parent[s] = -1;
    while (head < tail) {
        int *b = boards[head], cur = queue[head++];
        if (cur == g) {
            char path[64];
            int n = 0;
            for (int c = g; parent[c] != -1; c = parent[c]) path[n++] = move[c];
            for (int i = n - 1; i >= 0; i--) putchar(path[i]);
            putchar('\n');
            return 0;
        }
        int z = 0;
        while (b[z] != 0) z++;
        for (int k = 0; adj[z][k] >= 0; k++) {
            int to = adj[z][k], nb[9];
            memcpy(nb, b, sizeof nb);
            nb[z] = nb[to];
            nb[to] = 0;
            int c = code(nb);
            if (seen[c]) continue;
            seen[c] = 1;
            parent[c] = cur;
            move[c] = dir(z, to);
            queue[tail] = c;
            memcpy(boards[tail++], nb, sizeof nb);
        }
    }
    puts("unsolvable");
    return 0;
}
