import java.io.*;

// cube, wrong: the 2-D rule carried over to the cube. For even M a move to
// another row changes the inversion parity, so the blank's row distance is
// added -- but a move to another layer changes it too (M*M-1 tiles jumped),
// and the layer distance is forgotten.
public class Main {
    static int[] a = new int[1000000], tmp = new int[1000000];

    static long sortCount(int lo, int hi) {
        if (hi - lo < 2) return 0;
        int mid = (lo + hi) >>> 1;
        long inv = sortCount(lo, mid) + sortCount(mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) {
            if (a[i] <= a[j]) tmp[k++] = a[i++];
            else { inv += mid - i; tmp[k++] = a[j++]; }
        }
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
        return inv;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in, 1 << 16));
        in.nextToken();
        int t = (int) in.nval;
        StringBuilder out = new StringBuilder();
        while (t-- > 0) {
            in.nextToken();
            int m = (int) in.nval;
            int n = 0, free = 0;
            for (int i = 0; i < m * m * m; i++) {
                in.nextToken();
                int v = (int) in.nval;
                if (v == 0) free = i;
                else a[n++] = v;
            }
            long inv = sortCount(0, n);
            int row = free / m % m;
            if (m % 2 == 0) inv += m - 1 - row;
            out.append(inv % 2 == 0 ? "Puzzle can be solved.\n" : "Puzzle is unsolvable.\n");
        }
        System.out.print(out);
    }
}
