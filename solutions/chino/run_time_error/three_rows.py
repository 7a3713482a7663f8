# Breadth-first search over (board, kind of the last step). Crashes on
# boards smaller than 3x3: it reads exactly three rows of three numbers
# (the original challenge's pictures were 3x3).
from collections import deque

grid = []
for _ in range(3):
    a, b, c = map(int, input().split())
    grid += [a, b, c]
start = tuple(grid)
goal = tuple(range(1, 10))
if start == goal:
    print("No Need")
else:
    kinds = {}
    for i in range(9):
        for j in range(i + 1, 9):
            dr, dc = abs(i // 3 - j // 3), abs(i % 3 - j % 3)
            if dr + dc == 1:
                kinds[(i, j)] = 1
            elif dr == 1 and dc == 1:
                kinds[(i, j)] = 2
    parent = {(start, 0): None}
    q = deque([(start, 0)])
    end = None
    while q:
        s = q.popleft()
        board, last = s
        if board == goal:
            end = s
            break
        for (i, j), kind in kinds.items():
            if kind == last:
                continue
            b = list(board)
            b[i], b[j] = b[j], b[i]
            t = (tuple(b), kind)
            if t not in parent:
                parent[t] = (s, board[i], board[j])
                q.append(t)
    steps = []
    while parent[end] is not None:
        end, a, b = parent[end]
        steps.append((a, b))
    steps.reverse()
    for i, (a, b) in enumerate(steps):
        print("Step #%d: %d %d" % (i + 1, a, b))
