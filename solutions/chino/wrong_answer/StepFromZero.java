// Breadth-first search over (board, kind of the next step), boards packed
// in an int and kept in a HashMap. Bug: the steps are numbered from 0.
import java.io.*;
import java.util.*;

public class Main {
    static int n, m;

    static int pack(int[] a) {
        int p = 0;
        for (int i = m - 1; i >= 0; i--) p = p * 10 + a[i];
        return p;
    }

    static int[] unpack(int p) {
        int[] a = new int[m];
        for (int i = 0; i < m; i++) { a[i] = p % 10; p /= 10; }
        return a;
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
        int start = pack(a), goal = pack(g);
        if (start == goal) {
            System.out.println("No Need");
            return;
        }
        // key = board * 2 + kind of the next step (0 orthogonal, 1 diagonal)
        HashMap<Long, Long> parent = new HashMap<>();
        HashMap<Long, int[]> swapped = new HashMap<>();
        ArrayDeque<Long> queue = new ArrayDeque<>();
        for (int k = 0; k < 2; k++) {
            long s = (long) start * 2 + k;
            parent.put(s, -1L);
            queue.add(s);
        }
        long end = -1;
        while (!queue.isEmpty()) {
            long s = queue.poll();
            int board = (int) (s / 2), k = (int) (s % 2);
            if (board == goal) { end = s; break; }
            int[] b = unpack(board);
            for (int i = 0; i < m; i++)
                for (int j = i + 1; j < m; j++) {
                    int dr = Math.abs(i / n - j / n), dc = Math.abs(i % n - j % n);
                    int kind = dr + dc == 1 ? 0 : (dr == 1 && dc == 1 ? 1 : -1);
                    if (kind != k) continue;
                    int t = b[i]; b[i] = b[j]; b[j] = t;
                    long ns = (long) pack(b) * 2 + (1 - k);
                    if (!parent.containsKey(ns)) {
                        parent.put(ns, s);
                        swapped.put(ns, new int[]{b[j], b[i]});
                        queue.add(ns);
                    }
                    t = b[i]; b[i] = b[j]; b[j] = t;
                }
        }
        if (end < 0) {
            System.out.println("No Solution");
            return;
        }
        ArrayList<int[]> steps = new ArrayList<>();
        for (long s = end; parent.get(s) != -1L; s = parent.get(s)) steps.add(swapped.get(s));
        Collections.reverse(steps);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < steps.size(); i++)
            out.append("Step #").append(i).append(": ").append(steps.get(i)[0]).append(' ').append(steps.get(i)[1]).append('\n');
        System.out.print(out);
    }
}
