// eight baseline: the plainest breadth-first search a contestant writes. A
// board is one integer (its nine digits row by row, 0 for the blank), the
// queue a plain array, seen boards and their parents indexed by the Cantor
// rank (the board's number among the 9! permutations).
#include <cstdio>
#include <cstring>

static const int FACT[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static const int DR[4] = {-1, 1, 0, 0};
static const int DC[4] = {0, 0, -1, 1};
static const char DIR[4] = {'u', 'd', 'l', 'r'};

static int queue_[362880];
static int parent[362880];
static char how[362880];
static bool seen[362880];
static char path[64];

void digits(int s, int *a) {
    for (int i = 8; i >= 0; i--) {
        a[i] = s % 10;
        s /= 10;
    }
}

int cantor(const int *a) {
    int r = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++)
            if (a[j] < a[i]) smaller++;
        r += smaller * FACT[8 - i];
    }
    return r;
}

int main() {
    int start = 0;
    char tok[8];
    for (int i = 0; i < 9; i++) {
        if (scanf("%7s", tok) != 1) return 0;
        start = start * 10 + (tok[0] == 'x' ? 0 : tok[0] - '0');
    }
    const int goal = 123456780;
    int head = 0, tail = 0;
    int a0[9];
    digits(start, a0);
    queue_[tail++] = start;
    seen[cantor(a0)] = true;
    parent[cantor(a0)] = -1;
    while (head < tail) {
        int cur = queue_[head++];
        int a[9];
        digits(cur, a);
        int cur_code = cantor(a);
        if (cur == goal) {
            int n = 0;
            for (int c = cur_code; parent[c] != -1; c = parent[c]) path[n++] = how[c];
            for (int i = n - 1; i >= 0; i--) putchar(path[i]);
            putchar('\n');
            return 0;
        }
        int blank = 0;
        while (a[blank] != 0) blank++;
        int r = blank / 3, c = blank % 3;
        for (int k = 0; k < 4; k++) {
            int nr = r + DR[k], nc = c + DC[k];
            if (nr < 0 || nr > 2 || nc < 0 || nc > 2) continue;
            int to = nr * 3 + nc;
            a[blank] = a[to];
            a[to] = 0;
            int next = 0;
            for (int i = 0; i < 9; i++) next = next * 10 + a[i];
            int code = cantor(a);
            a[to] = a[blank];
            a[blank] = 0;
            if (seen[code]) continue;
            seen[code] = true;
            parent[code] = cur_code;
            how[code] = DIR[k];
            queue_[tail++] = next;
        }
    }
    printf("unsolvable\n");
    return 0;
}
