// Breadth-first search over (board, kind of the next step), each board
// ranked among the n²! orders (Lehmer code) to index flat int arrays.
// Bug: the steps are numbered from 0.
import java.io.*;
import java.util.*;

public class Main {
    static int n, m;

    static int pack(int[] a) {
        int p = 0;
        for (int i = m - 1; i >= 0; i--) p = p * 10 + a[i];
        return p;
    }

    static void unpack(int p, int[] a) {
        for (int i = 0; i < m; i++) { a[i] = p % 10; p /= 10; }
    }

    // rank of a permutation of 1..m among all m! of them: each digit counts
    // the smaller values still to come (those not seen yet)
    static int rank(int[] a) {
        int r = 0, seen = 0;
        for (int i = 0; i < m; i++) {
            r = r * (m - i) + Integer.bitCount(~seen & ((1 << a[i]) - 2));
            seen |= 1 << a[i];
        }
        return r;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        List<Integer> vals = new ArrayList<>();
        while (in.nextToken() != StreamTokenizer.TT_EOF) vals.add((int) in.nval);
        m = vals.size();
        n = 1;
        while (n * n < m) n++;
        int[] a = new int[m];
        int[] g = new int[m];
        for (int i = 0; i < m; i++) { a[i] = vals.get(i); g[i] = i + 1; }
        int start = rank(a), goal = rank(g);
        if (start == goal) {
            System.out.println("No Need");
            return;
        }
        // the pairs of cells a step of each kind swaps (0 orthogonal, 1 diagonal)
        int[][][] pairs = new int[2][][];
        for (int k = 0; k < 2; k++) {
            List<int[]> ps = new ArrayList<>();
            for (int i = 0; i < m; i++)
                for (int j = i + 1; j < m; j++) {
                    int dr = Math.abs(i / n - j / n), dc = Math.abs(i % n - j % n);
                    int kind = dr + dc == 1 ? 0 : (dr == 1 && dc == 1 ? 1 : -1);
                    if (kind == k) ps.add(new int[]{i, j});
                }
            pairs[k] = ps.toArray(new int[0][]);
        }
        int states = 1;
        for (int i = 2; i <= m; i++) states *= i;
        // state = rank * 2 + kind of the next step; parent -2 = not seen
        int[] parent = new int[states * 2];
        int[] swapped = new int[states * 2]; // the two tiles, a * 16 + b
        int[] board = new int[states * 2]; // packed, while queued
        Arrays.fill(parent, -2);
        int[] queue = new int[states * 2];
        int head = 0, tail = 0;
        for (int k = 0; k < 2; k++) {
            int s = start * 2 + k;
            parent[s] = -1;
            board[s] = pack(a);
            queue[tail++] = s;
        }
        int end = -1;
        int[] b = new int[m];
        while (head < tail) {
            int s = queue[head++];
            int k = s % 2;
            if (s / 2 == goal) { end = s; break; }
            unpack(board[s], b);
            for (int[] p : pairs[k]) {
                int i = p[0], j = p[1];
                int t = b[i]; b[i] = b[j]; b[j] = t;
                int ns = rank(b) * 2 + (1 - k);
                if (parent[ns] == -2) {
                    parent[ns] = s;
                    swapped[ns] = b[j] * 16 + b[i];
                    board[ns] = pack(b);
                    queue[tail++] = ns;
                }
                t = b[i]; b[i] = b[j]; b[j] = t;
            }
        }
        if (end < 0) {
            System.out.println("No Solution");
            return;
        }
        ArrayList<Integer> steps = new ArrayList<>();
        for (int s = end; parent[s] != -1; s = parent[s]) steps.add(swapped[s]);
        Collections.reverse(steps);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < steps.size(); i++)
            out.append("Step #").append(i).append(": ").append(steps.get(i) / 16).append(' ').append(steps.get(i) % 16).append('\n');
        System.out.print(out);
    }
}
