# Breadth-first search over (board, kind of the next step) from both ends,
# meeting in the middle. Bug: a 1x1 board has no neighbours, so it "cannot
# be sorted" -- but it is sorted already and the answer is No Need.
import sys


def main():
    vals = list(map(int, sys.stdin.read().split()))
    m = len(vals)
    n = 1
    while n * n < m:
        n += 1
    if n == 1:
        print("No Solution")
        return
    start = tuple(vals)
    goal = tuple(range(1, m + 1))
    if start == goal:
        print("No Need")
        return
    pairs = ([], [])  # orthogonal, diagonal
    for i in range(m):
        for j in range(i + 1, m):
            dr, dc = abs(i // n - j // n), abs(i % n - j % n)
            if dr + dc == 1:
                pairs[0].append((i, j))
            elif dr == 1 and dc == 1:
                pairs[1].append((i, j))

    def swapped(b, i, j):
        b = list(b)
        b[i], b[j] = b[j], b[i]
        return tuple(b)

    # forward: (board, next kind) -> (previous state, a, b)
    # backward: (board, kind of the first step) -> (next state, a, b)
    fwd = {(start, 0): None, (start, 1): None}
    bwd = {(goal, 0): None, (goal, 1): None}
    ff, bf = list(fwd), list(bwd)
    meet = None
    while meet is None:
        if not ff or not bf:
            print("No Solution")
            return
        nxt = []
        if len(ff) <= len(bf):
            for s in ff:
                b, k = s
                for i, j in pairs[k]:
                    t = (swapped(b, i, j), 1 - k)
                    if t not in fwd:
                        fwd[t] = (s, b[i], b[j])
                        nxt.append(t)
                        if t in bwd:
                            meet = t
                            break
                if meet:
                    break
            ff = nxt
        else:
            for s in bf:
                b, k = s
                pk = 1 - k
                for i, j in pairs[pk]:
                    t = (swapped(b, i, j), pk)
                    if t not in bwd:
                        bwd[t] = (s, b[i], b[j])
                        nxt.append(t)
                        if t in fwd:
                            meet = t
                            break
                if meet:
                    break
            bf = nxt
    steps = []
    s = meet
    while fwd[s] is not None:
        p, a, b = fwd[s]
        steps.append((a, b))
        s = p
    steps.reverse()
    s = meet
    while bwd[s] is not None:
        p, a, b = bwd[s]
        steps.append((a, b))
        s = p
    print("\n".join("Step #%d: %d %d" % (i + 1, a, b) for i, (a, b) in enumerate(steps)))


main()
