// Eight, many puzzles: read every start first, then one BFS from the goal
// answers them all.
import java.io.*;
import java.util.*;

public class Main {
    static final int[] FACT = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};
    static final int MAXCASES = 100000; // "several lines": surely fewer than this

    static int cantor(int[] a) {
        int r = 0;
        for (int i = 0; i < 9; i++) {
            int s = 0;
            for (int j = i + 1; j < 9; j++) if (a[j] < a[i]) s++;
            r += s * FACT[i];
        }
        return r;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.resetSyntax();
        in.wordChars('0', '9');
        in.wordChars('x', 'x');
        in.whitespaceChars(0, ' ');
        // Boards as nine-digit numbers, row by row, blank = 0.
        int[] boards = new int[MAXCASES];
        int cases = 0;
        int cur = 0, k = 0;
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            cur = cur * 10 + (in.sval.equals("x") ? 0 : in.sval.charAt(0) - '0');
            if (++k == 9) {
                boards[cases++] = cur;
                cur = 0;
                k = 0;
            }
        }

        int n = 362880;
        int[] next = new int[n];
        byte[] move = new byte[n];
        int[] goal = {1, 2, 3, 4, 5, 6, 7, 8, 0};
        int g = cantor(goal);
        int[] dr = {-3, 3, -1, 1};
        byte[] back = {'d', 'u', 'r', 'l'};
        int[] q = new int[n / 2];
        int head = 0, tail = 0;
        q[tail++] = 123456780;
        move[g] = '.';
        int[] a = new int[9];
        while (head < tail) {
            int code = q[head++];
            for (int i = 8; i >= 0; i--, code /= 10) a[i] = code % 10;
            int p = 0;
            while (a[p] != 0) p++;
            int from = cantor(a);
            for (int m = 0; m < 4; m++) {
                if (m == 0 && p < 3 || m == 1 && p > 5 || m == 2 && p % 3 == 0 || m == 3 && p % 3 == 2) continue;
                int t = p + dr[m];
                a[p] = a[t];
                a[t] = 0;
                int r = cantor(a);
                if (move[r] == 0) {
                    move[r] = back[m];
                    next[r] = from;
                    int c = 0;
                    for (int i = 0; i < 9; i++) c = c * 10 + a[i];
                    q[tail++] = c;
                }
                a[t] = a[p];
                a[p] = 0;
            }
        }

        StringBuilder out = new StringBuilder();
        for (int c = 0; c < cases; c++) {
            for (int i = 8, code = boards[c]; i >= 0; i--, code /= 10) a[i] = code % 10;
            int r = cantor(a);
            if (move[r] == 0) {
                out.append("unsolvable\n");
                continue;
            }
            for (; r != g; r = next[r]) out.append((char) move[r]);
            out.append('\n');
        }
        PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        pw.print(out);
        pw.flush();
    }
}
