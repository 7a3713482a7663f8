import java.io.*;
import java.util.*;

// mn-puzzle, does not compile: readLine throws IOException, which main
// neither catches nor declares.
public class Main {
    public static void main(String[] args) {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        while (true) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int rows = Integer.parseInt(st.nextToken()), cols = Integer.parseInt(st.nextToken());
            if (rows == 0 && cols == 0) break;
            int n = rows * cols, blank = 0;
            int[] home = new int[n];
            for (int r = 0; r < rows; r++) {
                st = new StringTokenizer(in.readLine());
                for (int c = 0; c < cols; c++) {
                    int v = Integer.parseInt(st.nextToken());
                    if (v == 0) blank = r * cols + c;
                    home[r * cols + c] = v == 0 ? n - 1 : v - 1;
                }
            }
            boolean[] seen = new boolean[n];
            int cycles = 0;
            for (int i = 0; i < n; i++) {
                if (seen[i]) continue;
                cycles++;
                for (int j = i; !seen[j]; j = home[j]) seen[j] = true;
            }
            int dist = (rows - 1 - blank / cols) + (cols - 1 - blank % cols);
            out.append((n - cycles) % 2 == dist % 2 ? "YES\n" : "NO\n");
        }
        System.out.print(out);
    }
}
