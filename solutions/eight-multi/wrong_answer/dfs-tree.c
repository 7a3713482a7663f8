/* Eight, many puzzles: any answer is accepted, so a depth-first search from
   the goal is enough to reach every solvable board; each start then walks
   its DFS-tree parents back to the goal. */
#include <stdio.h>
#include <string.h>

#define N 362880

static const int fact[9] = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};
static int par[N];
static char mv[N];
static int stk[N][10]; /* board + blank position */

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
    int goal[10] = {1, 2, 3, 4, 5, 6, 7, 8, 0, 8};
    int g = cantor(goal), top = 0;
    memcpy(stk[top++], goal, sizeof goal);
    mv[g] = '.';
    par[g] = -1;
    while (top > 0) {
        int a[10];
        memcpy(a, stk[--top], sizeof a);
        int p = a[9], from = cantor(a);
        for (int k = 0; k < 4; k++) {
            if ((k == 0 && p < 3) || (k == 1 && p > 5) || (k == 2 && p % 3 == 0) || (k == 3 && p % 3 == 2))
                continue;
            int q = p + dr[k], b[10];
            memcpy(b, a, sizeof b);
            b[p] = b[q];
            b[q] = 0;
            b[9] = q;
            int r = cantor(b);
            if (mv[r]) continue;
            mv[r] = back[k];
            par[r] = from;
            memcpy(stk[top++], b, sizeof b);
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
        for (; r != g; r = par[r]) putchar(mv[r]);
        putchar('\n');
    }
    return 0;
}
