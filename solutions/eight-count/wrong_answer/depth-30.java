import java.io.*;
import java.util.*;

// eight-count, wrong: an off-by-one in the depth bound. The search is cut at
// depth 30 ("no start needs more than 30 moves"), so the two starts that
// need 31 come out as 30.
public class Main {
    static final int MAX_DEPTH = 30;

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            in.nextToken();
            sb.append((int) in.nval);
        }
        String start = sb.toString();
        String goal = "876543210";
        HashSet<String> seen = new HashSet<>();
        ArrayList<String> layer = new ArrayList<>();
        layer.add(start);
        seen.add(start);
        int[][] adj = {{1, 3}, {0, 2, 4}, {1, 5}, {0, 4, 6}, {1, 3, 5, 7}, {2, 4, 8}, {3, 7}, {4, 6, 8}, {5, 7}};
        int depth = 0;
        while (depth < MAX_DEPTH) {
            if (layer.contains(goal)) break;
            ArrayList<String> next = new ArrayList<>();
            for (String cur : layer) {
                int z = cur.indexOf('0');
                for (int t : adj[z]) {
                    char[] c = cur.toCharArray();
                    c[z] = c[t];
                    c[t] = '0';
                    String s = new String(c);
                    if (seen.add(s)) next.add(s);
                }
            }
            layer = next;
            depth++;
        }
        System.out.println(depth);
    }
}
