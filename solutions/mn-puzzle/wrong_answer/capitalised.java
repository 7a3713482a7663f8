import java.io.*;

// mn-puzzle, wrong: the rule is right but the answers are written "Yes" and
// "No"; the judge wants "YES" and "NO".
public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        StringBuilder out = new StringBuilder();
        int[] home = new int[0];
        boolean[] seen = new boolean[0];
        while (true) {
            int rows = readInt(in), cols = readInt(in);
            if (rows <= 0 || cols <= 0) break;
            int n = rows * cols, blank = 0;
            if (home.length < n) { home = new int[n]; seen = new boolean[n]; }
            for (int i = 0; i < n; i++) {
                int v = readInt(in);
                if (v == 0) blank = i;
                home[i] = v == 0 ? n - 1 : v - 1;
                seen[i] = false;
            }
            int cycles = 0;
            for (int i = 0; i < n; i++) {
                if (seen[i]) continue;
                cycles++;
                for (int j = i; !seen[j]; j = home[j]) seen[j] = true;
            }
            int dist = (rows - 1 - blank / cols) + (cols - 1 - blank % cols);
            out.append((n - cycles) % 2 == dist % 2 ? "Yes\n" : "No\n");
        }
        System.out.print(out);
    }

    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c != -1 && (c < '0' || c > '9')) c = in.read();
        if (c == -1) return -1;
        int v = 0;
        while (c >= '0' && c <= '9') { v = v * 10 + c - '0'; c = in.read(); }
        return v;
    }
}
