/* Breadth-first search over (board, kind of the next step). Does not
   compile as C: bool, true and false need <stdbool.h>. */
#include <stdio.h>
#include <stdlib.h>

#define MAXS 362880

int n, m;
int fact[10];
bool seen[MAXS][2];
int parent[MAXS][2], swapa[MAXS][2], swapb[MAXS][2];
int qr[2 * MAXS], qk[2 * MAXS];

int rank_of(const int *a) {
    int r = 0;
    for (int i = 0; i < m; i++) {
        int smaller = 0;
        for (int j = i + 1; j < m; j++)
            if (a[j] < a[i]) smaller++;
        r += smaller * fact[m - 1 - i];
    }
    return r;
}

void unrank(int r, int *a) {
    bool used[10] = {false};
    for (int i = 0; i < m; i++) {
        int k = r / fact[m - 1 - i];
        r %= fact[m - 1 - i];
        for (int v = 1; v <= m; v++) {
            if (used[v]) continue;
            if (k == 0) { a[i] = v; used[v] = true; break; }
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
    /* state (r, k): board r, the next step must be of kind k (0 orthogonal, 1 diagonal) */
    int head = 0, tail = 0;
    for (int k = 0; k < 2; k++) {
        seen[start][k] = true;
        parent[start][k] = -1;
        qr[tail] = start; qk[tail++] = k;
    }
    int endk = -1;
    while (head < tail) {
        int r = qr[head], k = qk[head++];
        if (r == target) { endk = k; break; }
        int b[10];
        unrank(r, b);
        for (int i = 0; i < m; i++)
            for (int j = i + 1; j < m; j++) {
                int dr = abs(i / n - j / n), dc = abs(i % n - j % n);
                int kind = dr + dc == 1 ? 0 : (dr == 1 && dc == 1 ? 1 : -1);
                if (kind != k) continue;
                int t = b[i]; b[i] = b[j]; b[j] = t;
                int s = rank_of(b);
                if (!seen[s][1 - k]) {
                    seen[s][1 - k] = true;
                    parent[s][1 - k] = r * 2 + k;
                    swapa[s][1 - k] = b[i];
                    swapb[s][1 - k] = b[j];
                    qr[tail] = s; qk[tail++] = 1 - k;
                }
                t = b[i]; b[i] = b[j]; b[j] = t;
            }
    }
    if (endk < 0) {
        printf("No Solution\n");
        return 0;
    }
    int pa[64], pb[64], len = 0;
    for (int s = target * 2 + endk; parent[s / 2][s % 2] >= 0; s = parent[s / 2][s % 2]) {
        pa[len] = swapa[s / 2][s % 2];
        pb[len++] = swapb[s / 2][s % 2];
    }
    for (int i = len - 1, step = 1; i >= 0; i--, step++)
        printf("Step #%d: %d %d\n", step, pa[i], pb[i]);
    return 0;
}
