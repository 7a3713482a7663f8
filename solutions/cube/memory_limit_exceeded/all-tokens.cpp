// cube, memory hog: every token is kept as a std::string before anything
// is parsed -- some 32 bytes per number plus the vector's doubling, far
// over 64 MiB for four million numbers.
#include <iostream>
#include <string>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    std::vector<std::string> tok;
    std::string s;
    while (std::cin >> s) tok.push_back(s);
    size_t p = 0;
    int t = std::stoi(tok[p++]);
    while (t--) {
        int m = std::stoi(tok[p++]);
        int n = m * m * m, free = 0;
        std::vector<int> home(n);
        for (int i = 0; i < n; i++) {
            int v = std::stoi(tok[p++]);
            if (v == 0) free = i;
            home[i] = v == 0 ? n - 1 : v - 1;
        }
        std::vector<char> seen(n);
        int cycles = 0;
        for (int i = 0; i < n; i++) {
            if (seen[i]) continue;
            cycles++;
            for (int j = i; !seen[j]; j = home[j]) seen[j] = 1;
        }
        int dist = 3 * (m - 1) - free / (m * m) - free / m % m - free % m;
        std::cout << ((n - cycles) % 2 == dist % 2 ? "Puzzle can be solved.\n" : "Puzzle is unsolvable.\n");
    }
}
