/* mn-puzzle baseline for scripts/bench.sh: the plainest program a contestant
   writes. About 1 s of CPU on the largest input (4,000,000 numbers: half
   scanf, half the merge sort) and a third more with another program
   beside it: at half the 2 s limit, without the room verify asks of an
   accepted program, so it lives here, not under solutions/. */
/* M x N Puzzle (POJ 2893) the classic way: scanf, then count inversions of
   the tiles (blank skipped) by merge sort. A vertical move carries a tile
   past N-1 others: for odd N the inversion parity never changes, for even
   N it changes with every row the blank moves. */
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
    int rows, cols;
    a = malloc(sizeof(int) * 1000000);
    tmp = malloc(sizeof(int) * 1000000);
    while (scanf("%d %d", &rows, &cols) == 2 && (rows || cols)) {
        int n = 0, blank_row = 0;
        for (int i = 0; i < rows * cols; i++) {
            int v;
            scanf("%d", &v);
            if (v == 0) blank_row = i / cols;
            else a[n++] = v;
        }
        long long inv = sort_count(0, n);
        if (cols % 2 == 0) inv += rows - 1 - blank_row;
        puts(inv % 2 == 0 ? "YES" : "NO");
    }
    return 0;
}
