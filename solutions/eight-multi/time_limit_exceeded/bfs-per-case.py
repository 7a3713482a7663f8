# Eight, many puzzles: a breadth-first search from each start.
import sys
from collections import deque

GOAL = "12345678x"
MOVES = (("u", -3), ("d", 3), ("l", -1), ("r", 1))


def solvable(s):
    tiles = [c for c in s if c != "x"]
    inv = sum(1 for i in range(8) for j in range(i + 1, 8) if tiles[i] > tiles[j])
    return inv % 2 == 0


def solve(start):
    if start == GOAL:
        return ""
    parent = {start: None}
    q = deque([start])
    while q:
        s = q.popleft()
        b = s.index("x")
        for m, d in MOVES:
            if m == "u" and b < 3 or m == "d" and b > 5:
                continue
            if m == "l" and b % 3 == 0 or m == "r" and b % 3 == 2:
                continue
            t = list(s)
            t[b], t[b + d] = t[b + d], t[b]
            n = "".join(t)
            if n in parent:
                continue
            parent[n] = (s, m)
            if n == GOAL:
                path = []
                while parent[n] is not None:
                    n, m = parent[n]
                    path.append(m)
                return "".join(reversed(path))
            q.append(n)
    return None


def main():
    tok = sys.stdin.read().split()
    out = []
    for i in range(0, len(tok) - 8, 9):
        s = "".join(tok[i:i + 9])
        if not solvable(s):
            out.append("unsolvable")
        else:
            out.append(solve(s))
    sys.stdout.write("\n".join(out) + "\n")


main()
