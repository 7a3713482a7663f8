import java.util.*;

// eight, does not compile: the public class is named after the problem,
// but the judge compiles the file as Main.java.
public class Eight {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 9; i++) sb.append(in.next().charAt(0));
        String start = sb.toString(), goal = "12345678x";
        int inv = 0;
        for (int i = 0; i < 9; i++)
            for (int j = i + 1; j < 9; j++)
                if (start.charAt(i) != 'x' && start.charAt(j) != 'x' && start.charAt(j) < start.charAt(i)) inv++;
        if (inv % 2 == 1) {
            System.out.println("unsolvable");
            return;
        }
        HashMap<String, String> path = new HashMap<>();
        ArrayDeque<String> q = new ArrayDeque<>();
        path.put(start, "");
        q.add(start);
        char[] dirs = {'u', 'd', 'l', 'r'};
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        while (!q.isEmpty()) {
            String cur = q.poll();
            if (cur.equals(goal)) {
                System.out.println(path.get(cur));
                return;
            }
            int z = cur.indexOf('x');
            for (int k = 0; k < 4; k++) {
                int r = z / 3 + dr[k], c = z % 3 + dc[k];
                if (r < 0 || r > 2 || c < 0 || c > 2) continue;
                char[] a = cur.toCharArray();
                a[z] = a[r * 3 + c];
                a[r * 3 + c] = 'x';
                String n = new String(a);
                if (!path.containsKey(n)) {
                    path.put(n, path.get(cur) + dirs[k]);
                    q.add(n);
                }
            }
        }
        System.out.println("unsolvable");
    }
}
