/* Eight, many puzzles: one BFS from the goal, then walk each start to it. */
#include <stdio.h>
#include <string.h>

#define N 362880

static const int fact[9] = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};
static int nxt[N];
static char mv[N];
static int qb[N][9];
static int qpos[N];

static int cantor(const int *a) {
    int r = 0;
    for (int i = 0; i < 9; i++) {
        int s = 0;
        for (int j = i + 1; j < 9; j++)
            if (a[j] < a[i]) s++;
        r += s * fact[i];
    }
    return r;
}

int main(void) {
    static const int dr[4] = {-3, 3, -1, 1};
    static const char back[4] = {'d', 'u', 'r', 'l'};
    int goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    int g = cantor(goal);
    int head = 0, tail = 0;
    memcpy(qb[tail], goal, sizeof goal);
    qpos[tail++] = 8;
    mv[g] = '.';
    nxt[g] = -1;
    while (head < tail) {
        int *a = qb[head], p = qpos[head++], from = cantor(a);
        for (int k = 0; k < 4; k++) {
            int q = p + dr[k];
            if (k == 0 && p < 3) continue;
            if (k == 1 && p > 5) continue;
            if (k == 2 && p % 3 == 0) continue;
            if (k == 3 && p % 3 == 2) continue;
            int b[9];
            memcpy(b, a, sizeof b);
            b[p] = b[q];
            b[q] = 0;
            int r = cantor(b);
            if (mv[r]) continue;
            mv[r] = back[k];
            nxt[r] = from;
            memcpy(qb[tail], b, sizeof b);
            qpos[tail++] = q;
        }
    }
    char tok[16];
    int a[9], k = 0;
    while (scanf("%15s", tok) == 1) {
        a[k++] = tok[0] == 'x' ? 0 : tok[0] - '0';
        if (k < 9) continue;
        k = 0;
        int r = cantor(a);
        if (!mv[r]) {
            puts("unsolvable");
            continue;
        }
        while (r != g) {
            putchar(mv[r]);
            r = nxt[r];
            if (r == g) putchar('\n');
        }
    }
    return 0;
}
