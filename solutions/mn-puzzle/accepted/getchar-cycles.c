/* M x N Puzzle (POJ 2893) plainly: getchar, then the parity of the tiles'
   order (blank skipped) from its cycles: a permutation of n values with c
   cycles is n - c transpositions from sorted, so its inversions have the
   parity of n - c. Linear, where counting the inversions by merge sort
   (the classic way) takes half the time limit on the largest input. A
   vertical move carries a tile past N-1 others: for odd N the parity
   never changes, for even N it changes with every row the blank moves. */
#include <stdio.h>
#include <stdlib.h>

/* next reads the next non-negative number (getchar: scanf takes most of
   the time limit's half on the largest input), or -1 at the end. */
static int next(void) {
    int c = getchar();
    while (c != EOF && (c < '0' || c > '9')) c = getchar();
    if (c == EOF) return -1;
    int v = 0;
    while (c >= '0' && c <= '9') {
        v = v * 10 + (c - '0');
        c = getchar();
    }
    return v;
}

int main(void) {
    int *a = malloc(sizeof(int) * 1000000);
    for (;;) {
        int rows = next(), cols = next();
        if (rows <= 0 || cols <= 0) break;
        int n = 0, blank_row = 0;
        for (int i = 0; i < rows * cols; i++) {
            int v = next();
            if (v == 0) blank_row = i / cols;
            else a[n++] = v - 1;
        }
        /* Walk each cycle once, marking its values as seen by making them
           negative. */
        long long swaps = 0;
        for (int i = 0; i < n; i++) {
            if (a[i] < 0) continue;
            int j = i, len = 0;
            while (a[j] >= 0) {
                int to = a[j];
                a[j] = -1;
                j = to;
                len++;
            }
            swaps += len - 1;
        }
        if (cols % 2 == 0) swaps += rows - 1 - blank_row;
        puts(swaps % 2 == 0 ? "YES" : "NO");
    }
    return 0;
}
