// chino baseline: the plainest breadth-first search a contestant writes,
// over (board, kind of the last step). A board is one integer (its n*n
// numbers as digits), the queue a plain array, seen states and their
// parents indexed by Cantor rank * 3 + last kind (0 none, 1 orthogonal,
// 2 diagonal). About 0.55 s of CPU on the farthest boards on a quiet
// machine and over 1 s under heavy load: too close to the 1 s limit to hold
// one verdict, so it lives here, for scripts/bench.sh, not under solutions/.
#include <cstdio>
#include <cstdlib>

static const int FACT[10] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880};
static const int MAXS = 362880 * 3;

static int qboard[MAXS], qlast[MAXS];
static int parent[MAXS];
static char swapped[MAXS][2];
static bool seen[MAXS];
static int n, m;
static int pi[20], pj[20], pkind[20], npairs;

void digits(int s, int *a) {
    for (int i = m - 1; i >= 0; i--) {
        a[i] = s % 10;
        s /= 10;
    }
}

int cantor(const int *a) {
    int r = 0;
    for (int i = 0; i < m; i++) {
        int smaller = 0;
        for (int j = i + 1; j < m; j++)
            if (a[j] < a[i]) smaller++;
        r += smaller * FACT[m - 1 - i];
    }
    return r;
}

void print(int s) {
    if (parent[s] < 0) return;
    print(parent[s]);
    static int step = 0;
    printf("Step #%d: %d %d\n", ++step, swapped[s][0], swapped[s][1]);
}

int main() {
    int a[9];
    m = 0;
    while (m < 9 && scanf("%d", &a[m]) == 1) m++;
    n = 1;
    while (n * n < m) n++;
    int start = 0, goal = 0;
    for (int i = 0; i < m; i++) {
        start = start * 10 + a[i];
        goal = goal * 10 + i + 1;
    }
    if (start == goal) {
        printf("No Need\n");
        return 0;
    }
    for (int i = 0; i < m; i++) {
        for (int j = i + 1; j < m; j++) {
            int dr = abs(i / n - j / n), dc = abs(i % n - j % n);
            if (dr + dc == 1) pkind[npairs] = 1;
            else if (dr == 1 && dc == 1) pkind[npairs] = 2;
            else continue;
            pi[npairs] = i, pj[npairs++] = j;
        }
    }
    int head = 0, tail = 0;
    int s0 = cantor(a) * 3;
    qboard[tail] = start, qlast[tail++] = 0;
    seen[s0] = true;
    parent[s0] = -1;
    while (head < tail) {
        int cur = qboard[head], last = qlast[head++];
        digits(cur, a);
        int cs = cantor(a) * 3 + last;
        if (cur == goal) {
            print(cs);
            return 0;
        }
        for (int p = 0; p < npairs; p++) {
            int i = pi[p], j = pj[p], kind = pkind[p];
            if (kind == last) continue;
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
            int ns = cantor(a) * 3 + kind;
            if (!seen[ns]) {
                seen[ns] = true;
                parent[ns] = cs;
                swapped[ns][0] = a[j];
                swapped[ns][1] = a[i];
                int next = 0;
                for (int k = 0; k < m; k++) next = next * 10 + a[k];
                qboard[tail] = next, qlast[tail++] = kind;
            }
            a[j] = a[i];
            a[i] = t;
        }
    }
    printf("No Solution\n");
    return 0;
}
