import java.io.*;
import java.util.*;

// eight-count, wrong: an off-by-one in the depth bound. The search is cut at
// depth 30 ("no start needs more than 30 moves"), so the two starts that
// need 31 come out as 30.
public class Main {
    static final int MAX_DEPTH = 30;
    static final int[] FACT = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
    static final int[][] ADJ = {{1, 3}, {0, 2, 4}, {1, 5}, {0, 4, 6}, {1, 3, 5, 7}, {2, 4, 8}, {3, 7}, {4, 6, 8}, {5, 7}};

    static int cantor(int[] a) {
        int r = 0;
        for (int i = 0; i < 9; i++) {
            int c = 0;
            for (int j = i + 1; j < 9; j++) if (a[j] < a[i]) c++;
            r += c * FACT[8 - i];
        }
        return r;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        int[] start = new int[9];
        for (int i = 0; i < 9; i++) {
            in.nextToken();
            start[i] = (int) in.nval;
        }
        int goal = cantor(new int[] {8, 7, 6, 5, 4, 3, 2, 1, 0});
        boolean[] seen = new boolean[362880];
        ArrayDeque<int[]> layer = new ArrayDeque<>();
        layer.add(start);
        seen[cantor(start)] = true;
        int depth = 0;
        boolean found = cantor(start) == goal;
        while (!found && depth < MAX_DEPTH) {
            ArrayDeque<int[]> next = new ArrayDeque<>();
            for (int[] cur : layer) {
                int z = 0;
                while (cur[z] != 0) z++;
                for (int t : ADJ[z]) {
                    int[] n = cur.clone();
                    n[z] = n[t];
                    n[t] = 0;
                    int code = cantor(n);
                    if (code == goal) found = true;
                    if (!seen[code]) {
                        seen[code] = true;
                        next.add(n);
                    }
                }
            }
            layer = next;
            depth++;
        }
        System.out.println(depth);
    }
}
