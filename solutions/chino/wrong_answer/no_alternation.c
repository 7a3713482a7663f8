/* Breadth-first search over the boards, Cantor-ranked: each step swaps
   two orthogonal or diagonal neighbours. Bug: the rule that consecutive
   steps change kind is forgotten, so the state is the board alone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXS 362880

int n, m;
int fact[10];
int parent[MAXS], swapa[MAXS], swapb[MAXS];
char seen[MAXS];
int queue[MAXS];

/* each digit counts the smaller values still to come: those not seen yet */
int rank_of(const int *a) {
    int r = 0;
    unsigned seen = 0;
    for (int i = 0; i < m; i++) {
        r += __builtin_popcount(~seen & ((1u << a[i]) - 2)) * fact[m - 1 - i];
        seen |= 1u << a[i];
    }
    return r;
}

void unrank(int r, int *a) {
    int used[10] = {0};
    for (int i = 0; i < m; i++) {
        int k = r / fact[m - 1 - i];
        r %= fact[m - 1 - i];
        for (int v = 1; v <= m; v++) {
            if (used[v]) continue;
            if (k == 0) { a[i] = v; used[v] = 1; break; }
            k--;
        }
    }
}

int main(void) {
    int a[10], x;
    m = 0;
    while (m < 9 && scanf("%d", &x) == 1) a[m++] = x;
    n = 1;
    while (n * n < m) n++;
    fact[0] = 1;
    for (int i = 1; i < 10; i++) fact[i] = fact[i - 1] * i;

    int goal[10];
    for (int i = 0; i < m; i++) goal[i] = i + 1;
    int start = rank_of(a), target = rank_of(goal);
    if (start == target) {
        printf("No Need\n");
        return 0;
    }
    int head = 0, tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
        int r = queue[head++];
        if (r == target) break;
        int b[10];
        unrank(r, b);
        for (int i = 0; i < m; i++)
            for (int j = i + 1; j < m; j++) {
                int dr = abs(i / n - j / n), dc = abs(i % n - j % n);
                if (dr > 1 || dc > 1) continue;
                int t = b[i]; b[i] = b[j]; b[j] = t;
                int s = rank_of(b);
                if (!seen[s]) {
                    seen[s] = 1;
                    parent[s] = r;
                    swapa[s] = b[i];
                    swapb[s] = b[j];
                    queue[tail++] = s;
                }
                t = b[i]; b[i] = b[j]; b[j] = t;
            }
    }
    if (!seen[target]) {
        printf("No Solution\n");
        return 0;
    }
    int path[64], len = 0;
    for (int s = target; s != start; s = parent[s]) path[len++] = s;
    for (int k = len - 1, i = 1; k >= 0; k--, i++)
        printf("Step #%d: %d %d\n", i, swapa[path[k]], swapb[path[k]]);
    return 0;
}
