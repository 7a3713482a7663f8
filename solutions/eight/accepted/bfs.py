# eight: breadth-first search from both ends at once, boards as strings and
# a dict of parents on each side. Each round grows the smaller side by one
# whole layer; the first layer that touches the other side holds a shortest
# path (the least over that layer's meetings). A far start (31 moves) sees a
# few thousand boards a side instead of most of the 181,440 reachable ones.
import sys


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
    back = {"u": "d", "d": "u", "l": "r", "r": "l"}
    # seen[0]: boards reached from the start, each with (board before, move);
    # seen[1]: from the goal, each with (board after, move towards the goal).
    seen = ({start: None}, {goal: None})
    dist = ({start: 0}, {goal: 0})
    layer = ([start], [goal])
    best = None
    if start == goal:
        best = start
    while best is None:
        side = 0 if len(layer[0]) <= len(layer[1]) else 1
        mine, other, d = seen[side], seen[1 - side], dist[side]
        grown = []
        for s in layer[side]:
            z = s.index("x")
            for to, ch in moves[z]:
                b = list(s)
                b[z], b[to] = b[to], "x"
                n = "".join(b)
                if n in mine:
                    continue
                mine[n] = (s, ch if side == 0 else back[ch])
                d[n] = d[s] + 1
                grown.append(n)
                if n in other:
                    total = d[n] + dist[1 - side][n]
                    if best is None or total < best_total:
                        best, best_total = n, total
        layer = (grown, layer[1]) if side == 0 else (layer[0], grown)
    path = []
    s = best
    while seen[0][s] is not None:
        s, ch = seen[0][s]
        path.append(ch)
    path.reverse()
    s = best
    while seen[1][s] is not None:
        s, ch = seen[1][s]
        path.append(ch)
    print("".join(path))


main()
