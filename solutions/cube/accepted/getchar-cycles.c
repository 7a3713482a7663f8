/* cube (CERC 1998) plainly: getchar, then the parity of the tiles' order
   (free cell skipped) from its cycles: a permutation of n values with c
   cycles is n - c transpositions from sorted, so its inversions have the
   parity of n - c. Linear, where counting the inversions by merge sort
   (the classic way) takes half the time limit on the largest input. A
   vertical or layer move carries a tile past M-1 or M*M-1 others: for odd
   M the parity never changes, for even M it changes with every row or
   layer step. */
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
    int t = next();
    if (t < 0) return 0;
    int *a = malloc(sizeof(int) * 1000000);
    while (t-- > 0) {
        int m = next(), n = 0, free = 0;
        for (int i = 0; i < m * m * m; i++) {
            int v = next();
            if (v == 0) free = i;
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
        int z = free / (m * m), y = free / m % m;
        if (m % 2 == 0) swaps += (m - 1 - z) + (m - 1 - y);
        puts(swaps % 2 == 0 ? "Puzzle can be solved." : "Puzzle is unsolvable.");
    }
    return 0;
}
