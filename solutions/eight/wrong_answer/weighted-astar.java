import java.io.*;
import java.util.*;

// eight, wrong: an A* whose priority weighs the Manhattan distance twice
// (f = g + 2h) "to find the goal faster". The heuristic is no longer
// admissible, so the path found is not always a shortest one.
public class Main {
    static final String GOAL = "12345678x";
    static final char[] DIRS = {'u', 'd', 'l', 'r'};
    static final int[] DR = {-1, 1, 0, 0}, DC = {0, 0, -1, 1};

    static int manhattan(String s) {
        int h = 0;
        for (int i = 0; i < 9; i++) {
            char c = s.charAt(i);
            if (c == 'x') continue;
            int v = c - '1';
            h += Math.abs(i / 3 - v / 3) + Math.abs(i % 3 - v % 3);
        }
        return h;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder sb = new StringBuilder();
        String line;
        while (sb.length() < 9 && (line = br.readLine()) != null) {
            for (String t : line.trim().split("\\s+")) if (!t.isEmpty()) sb.append(t.charAt(0));
        }
        String start = sb.toString();
        int inv = 0;
        for (int i = 0; i < 9; i++)
            for (int j = i + 1; j < 9; j++)
                if (start.charAt(i) != 'x' && start.charAt(j) != 'x' && start.charAt(j) < start.charAt(i)) inv++;
        if (inv % 2 == 1) {
            System.out.println("unsolvable");
            return;
        }
        HashMap<String, Integer> g = new HashMap<>();
        HashMap<String, String> path = new HashMap<>();
        PriorityQueue<String> open = new PriorityQueue<>(
                Comparator.comparingInt((String s) -> g.get(s) + 2 * manhattan(s)));
        g.put(start, 0);
        path.put(start, "");
        open.add(start);
        HashSet<String> closed = new HashSet<>();
        while (!open.isEmpty()) {
            String cur = open.poll();
            if (cur.equals(GOAL)) {
                System.out.println(path.get(cur));
                return;
            }
            if (!closed.add(cur)) continue;
            int z = cur.indexOf('x');
            for (int k = 0; k < 4; k++) {
                int r = z / 3 + DR[k], c = z % 3 + DC[k];
                if (r < 0 || r > 2 || c < 0 || c > 2) continue;
                char[] a = cur.toCharArray();
                a[z] = a[r * 3 + c];
                a[r * 3 + c] = 'x';
                String nxt = new String(a);
                int ng = g.get(cur) + 1;
                if (g.containsKey(nxt) && g.get(nxt) <= ng) continue;
                g.put(nxt, ng);
                path.put(nxt, path.get(cur) + DIRS[k]);
                open.add(nxt);
            }
        }
        System.out.println("unsolvable");
    }
}
