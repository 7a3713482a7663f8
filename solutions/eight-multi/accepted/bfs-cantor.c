/* eight-multi baseline: the plainest program a contestant writes. One
 * breadth-first search from the goal over all boards (a board is one
 * integer, its nine digits row by row with 0 for the blank; the queue a
 * plain array; seen boards indexed by the Cantor rank) records for each
 * board the move that takes it one step closer to the goal; each puzzle
 * then follows those moves. */
#include <stdio.h>

static const int FACT[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static const int DR[4] = {-1, 1, 0, 0};
static const int DC[4] = {0, 0, -1, 1};
static const char DIR[4] = {'u', 'd', 'l', 'r'};

static int queue_[362880];
static char toward[362880]; /* move index toward the goal, -1 unseen, 4 goal */
static char line[64];

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

int blank_of(const int *a) {
    int b = 0;
    while (a[b] != 0) b++;
    return b;
}

int main(void) {
    int a[9];
    for (int i = 0; i < 362880; i++) toward[i] = -1;
    int goal = 123456780, head = 0, tail = 0;
    digits(goal, a);
    toward[cantor(a)] = 4;
    queue_[tail++] = goal;
    while (head < tail) {
        int cur = queue_[head++];
        digits(cur, a);
        int blank = blank_of(a), r = blank / 3, c = blank % 3;
        for (int k = 0; k < 4; k++) {
            int nr = r + DR[k], nc = c + DC[k];
            if (nr < 0 || nr > 2 || nc < 0 || nc > 2) continue;
            int to = nr * 3 + nc;
            a[blank] = a[to];
            a[to] = 0;
            int code = cantor(a);
            if (toward[code] < 0) {
                /* The blank went by move k; moving it back (k ^ 1) returns. */
                toward[code] = (char)(k ^ 1);
                int next = 0;
                for (int i = 0; i < 9; i++) next = next * 10 + a[i];
                queue_[tail++] = next;
            }
            a[to] = a[blank];
            a[blank] = 0;
        }
    }
    char tok[8];
    for (;;) {
        int i;
        for (i = 0; i < 9 && scanf("%7s", tok) == 1; i++) a[i] = tok[0] == 'x' ? 0 : tok[0] - '0';
        if (i < 9) break;
        int code = cantor(a);
        if (toward[code] < 0) {
            puts("unsolvable");
            continue;
        }
        int n = 0;
        while (toward[code] != 4) {
            int k = toward[code], blank = blank_of(a);
            int to = blank + (k == 0 ? -3 : k == 1 ? 3 : k == 2 ? -1 : 1);
            a[blank] = a[to];
            a[to] = 0;
            line[n++] = DIR[k];
            code = cantor(a);
        }
        line[n] = 0;
        puts(line);
    }
    return 0;
}
