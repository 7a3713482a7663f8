// cube, wrong: the rule is right, the answer is not: "Puzzle is
// unsolvable" lacks its final period.
#include <cstdio>
#include <vector>

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    std::vector<int> home, seen;
    while (t--) {
        int m;
        scanf("%d", &m);
        int n = m * m * m, free = 0;
        home.assign(n, 0);
        for (int i = 0; i < n; i++) {
            int v;
            scanf("%d", &v);
            if (v == 0) free = i;
            home[i] = v == 0 ? n - 1 : v - 1;
        }
        seen.assign(n, 0);
        int cycles = 0;
        for (int i = 0; i < n; i++) {
            if (seen[i]) continue;
            cycles++;
            for (int j = i; !seen[j]; j = home[j]) seen[j] = 1;
        }
        int z = free / (m * m), y = free / m % m, x = free % m;
        int dist = 3 * (m - 1) - z - y - x;
        if ((n - cycles) % 2 == dist % 2) puts("Puzzle can be solved.");
        else puts("Puzzle is unsolvable");
    }
}
