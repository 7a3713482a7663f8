// mn-puzzle, too slow: the classic rule, but the inversions are counted
// pair by pair, O(n^2) for n = M*N cells: 5 * 10^11 pairs on a 999 x 999
// board.
#include <cstdio>
#include <vector>

int main() {
    int rows, cols;
    while (scanf("%d %d", &rows, &cols) == 2 && (rows || cols)) {
        std::vector<int> a;
        a.reserve(rows * cols);
        int blank_row = 0;
        for (int i = 0; i < rows * cols; i++) {
            int v;
            scanf("%d", &v);
            if (v == 0) blank_row = i / cols;
            else a.push_back(v);
        }
        long long inv = 0;
        for (size_t i = 0; i < a.size(); i++)
            for (size_t j = i + 1; j < a.size(); j++)
                if (a[i] > a[j]) inv++;
        // Odd width: vertical moves keep the inversion parity; even width:
        // each one flips it.
        if (cols % 2 == 0) inv += rows - 1 - blank_row;
        puts(inv % 2 == 0 ? "YES" : "NO");
    }
}
