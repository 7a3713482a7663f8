/* cube baseline for scripts/bench.sh: the plainest program a contestant
   writes. About 1 s of CPU on the largest input (4,000,000 numbers: half
   scanf, half the merge sort) and a third more with another program
   beside it: at half the 2 s limit, without the room verify asks of an
   accepted program, so it lives here, not under solutions/. */
/* cube (CERC 1998) the classic way: scanf, then count inversions of the
   tiles (free cell skipped) by merge sort. A vertical or layer move carries
   a tile past M-1 or M*M-1 others: for odd M the inversion parity never
   changes, for even M it changes with every row or layer step. */
#include <stdio.h>
#include <stdlib.h>

static int *a, *tmp;

static long long sort_count(int lo, int hi) {
    if (hi - lo < 2) return 0;
    int mid = (lo + hi) / 2;
    long long inv = sort_count(lo, mid) + sort_count(mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        if (a[i] <= a[j]) tmp[k++] = a[i++];
        else { inv += mid - i; tmp[k++] = a[j++]; }
    }
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    for (k = lo; k < hi; k++) a[k] = tmp[k];
    return inv;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    a = malloc(sizeof(int) * 1000000);
    tmp = malloc(sizeof(int) * 1000000);
    while (t-- > 0) {
        int m, n = 0, free = 0;
        scanf("%d", &m);
        for (int i = 0; i < m * m * m; i++) {
            int v;
            scanf("%d", &v);
            if (v == 0) free = i;
            else a[n++] = v;
        }
        long long inv = sort_count(0, n);
        int z = free / (m * m), y = free / m % m;
        if (m % 2 == 0) inv += (m - 1 - z) + (m - 1 - y);
        puts(inv % 2 == 0 ? "Puzzle can be solved." : "Puzzle is unsolvable.");
    }
    return 0;
}
