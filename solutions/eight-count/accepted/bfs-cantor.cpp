// eight-count baseline: the plainest breadth-first search a contestant
// writes. A board is one integer (its nine digits row by row), the queue a
// plain array, distances indexed by the Cantor rank (the board's number
// among the 9! permutations).
#include <cstdio>

static const int FACT[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static const int DR[4] = {-1, 1, 0, 0};
static const int DC[4] = {0, 0, -1, 1};

static int queue_[362880];
static int dist[362880];

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
    for (int i = 0; i < 9; i++) {
        int v;
        if (scanf("%d", &v) != 1) return 0;
        start = start * 10 + v;
    }
    const int goal = 876543210;
    for (int i = 0; i < 362880; i++) dist[i] = -1;
    int head = 0, tail = 0;
    int a0[9];
    digits(start, a0);
    queue_[tail++] = start;
    dist[cantor(a0)] = 0;
    while (head < tail) {
        int cur = queue_[head++];
        int a[9];
        digits(cur, a);
        int d = dist[cantor(a)];
        if (cur == goal) {
            printf("%d\n", d);
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
            if (dist[code] >= 0) continue;
            dist[code] = d + 1;
            queue_[tail++] = next;
        }
    }
    printf("-1\n");
    return 0;
}
