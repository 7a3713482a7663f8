/* eight-count, wrong: solves for the usual goal 1 2 3 / 4 5 6 / 7 8 0
 * instead of the reversed one the statement asks for. */
#include <stdio.h>
#include <string.h>

#define STATES 362880

static const int fact[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static const int moves[9][5] = {
    {1, 3, -1}, {0, 2, 4, -1}, {1, 5, -1},
    {0, 4, 6, -1}, {1, 3, 5, 7, -1}, {2, 4, 8, -1},
    {3, 7, -1}, {4, 6, 8, -1}, {5, 7, -1},
};

static int queue[STATES];
static signed char dist[STATES];

static int encode(const int *a) {
    int r = 0;
    for (int i = 0; i < 9; i++) {
        int c = 0;
        for (int j = i + 1; j < 9; j++)
            if (a[j] < a[i]) c++;
        r += c * fact[8 - i];
    }
    return r;
}

static void decode(int r, int *a) {
    int used[9] = {0};
    for (int i = 0; i < 9; i++) {
        int c = r / fact[8 - i];
        r %= fact[8 - i];
        for (int v = 0; v < 9; v++) {
            if (used[v]) continue;
            if (c-- == 0) {
                a[i] = v;
                used[v] = 1;
                break;
            }
        }
    }
}

int main(void) {
    int a[9];
    for (int i = 0; i < 9; i++)
        if (scanf("%d", &a[i]) != 1) return 0;
    int goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    int g = encode(goal);
    memset(dist, -1, sizeof dist);
    int head = 0, tail = 0;
    queue[tail++] = encode(a);
    dist[queue[0]] = 0;
    while (head < tail) {
        int cur = queue[head++];
        if (cur == g) {
            printf("%d\n", dist[cur]);
            return 0;
        }
        int b[9], z = 0;
        decode(cur, b);
        while (b[z] != 0) z++;
        for (int k = 0; moves[z][k] >= 0; k++) {
            int t = moves[z][k];
            b[z] = b[t];
            b[t] = 0;
            int n = encode(b);
            if (dist[n] < 0) {
                dist[n] = dist[cur] + 1;
                queue[tail++] = n;
            }
            b[t] = b[z];
            b[z] = 0;
        }
    }
    printf("-1\n");
    return 0;
}
