# Wrong answer for "fifteen-path": the 3x3 parity rule (even inversions,
# the blank's row ignored) on a 4x4 board, and a breadth-first search from
# both ends that stops at the first meeting, so it is also not always
# shortest. A board whose rule it gets wrong is answered "unsolvable".
import sys

cells = list(map(int, sys.stdin.read().split()))
tiles = [v for v in cells if v]
inv = sum(1 for i in range(15) for j in range(i + 1, 15) if tiles[i] > tiles[j])
if inv % 2 == 1:
    print("unsolvable")
    sys.exit()
goal = tuple(list(range(1, 16)) + [0])
start = tuple(cells)
if start == goal:
    print()
    sys.exit()
MOVES = {"u": -4, "d": 4, "l": -1, "r": 1}
BACK = {"u": "d", "d": "u", "l": "r", "r": "l"}


def step(s, m):
    b = s.index(0)
    if (m == "u" and b < 4) or (m == "d" and b >= 12) or (m == "l" and b % 4 == 0) or (m == "r" and b % 4 == 3):
        return None
    t = b + MOVES[m]
    s = list(s)
    s[b], s[t] = s[t], s[b]
    return tuple(s)


front = {start: ""}
back = {goal: ""}
fa, fb = [start], [goal]
while fa and fb:
    nxt = []
    for s in fa:
        for m in "udlr":
            n = step(s, m)
            if n is None or n in front:
                continue
            front[n] = front[s] + m
            if n in back:
                path = front[n] + "".join(BACK[c] for c in reversed(back[n]))
                print(path)
                sys.exit()
            nxt.append(n)
    fa = nxt
    nxt = []
    for s in fb:
        for m in "udlr":
            n = step(s, m)
            if n is None or n in back:
                continue
            back[n] = back[s] + m
            nxt.append(n)
    fb = nxt
print("unsolvable")
