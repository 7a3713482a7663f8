# Wrong answer for "fifteen-walk": the 3x3 parity rule (even inversions,
# the blank's row ignored) on 4x4 boards, so UVa's own sample board, which
# is solvable, is called not solvable. Solvable boards get an IDA* walk
# guided by Manhattan distance.
import sys

data = sys.stdin.read().split()
n = int(data[0])
MOVES = (("U", -4), ("D", 4), ("L", -1), ("R", 1))
BACK = {"U": "D", "D": "U", "L": "R", "R": "L"}


def manhattan(b):
    return sum(abs(i // 4 - (v - 1) // 4) + abs(i % 4 - (v - 1) % 4) for i, v in enumerate(b) if v)


def ida(b):
    path = []

    def dfs(g, bound, last):
        h = manhattan(b)
        if g + h > bound:
            return g + h
        if h == 0:
            return -1
        least = 1 << 30
        z = b.index(0)
        for m, d in MOVES:
            if last == BACK[m] or (m == "U" and z < 4) or (m == "D" and z >= 12) or (m == "L" and z % 4 == 0) or (m == "R" and z % 4 == 3):
                continue
            b[z], b[z + d] = b[z + d], 0
            path.append(m)
            r = dfs(g + 1, bound, m)
            b[z + d], b[z] = b[z], 0
            if r < 0:
                return -1
            path.pop()
            least = min(least, r)
        return least

    bound = manhattan(b)
    while True:
        r = dfs(0, bound, "")
        if r < 0:
            return "".join(path)
        bound = r


out = []
for k in range(n):
    b = list(map(int, data[1 + 16 * k : 17 + 16 * k]))
    tiles = [v for v in b if v]
    inv = sum(1 for i in range(15) for j in range(i + 1, 15) if tiles[i] > tiles[j])
    if inv % 2 == 1:
        out.append("This puzzle is not solvable.")
    else:
        out.append(ida(b))
print("\n".join(out))
