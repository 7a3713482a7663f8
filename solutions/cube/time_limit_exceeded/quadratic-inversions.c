/* cube, too slow: the right rule, but the inversions of the tiles are
   counted pair by pair, O(n^2) for n = M^3 cells: 5 * 10^11 pairs when
   M = 100. */
#include <stdio.h>

static int a[1000000];

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int m, n = 0, free = 0;
        scanf("%d", &m);
        for (int i = 0; i < m * m * m; i++) {
            int v;
            scanf("%d", &v);
            if (v == 0) free = i;
            else a[n++] = v;
        }
        long long inv = 0;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (a[i] > a[j]) inv++;
        /* For even M a row or layer move changes the parity. */
        if (m % 2 == 0) inv += (m - 1 - free / (m * m)) + (m - 1 - free / m % m);
        puts(inv % 2 == 0 ? "Puzzle can be solved." : "Puzzle is unsolvable.");
    }
    return 0;
}
