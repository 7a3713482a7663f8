# eight-count, crashes: reads the board as one line of nine numbers (as in
# "eight"), but the input has three lines, so a[3] is out of range.
from collections import deque

a = list(map(int, input().split()))
start = tuple(a[i] for i in range(9))
goal = (8, 7, 6, 5, 4, 3, 2, 1, 0)
adj = [[1, 3], [0, 2, 4], [1, 5], [0, 4, 6], [1, 3, 5, 7], [2, 4, 8], [3, 7], [4, 6, 8], [5, 7]]
dist = {start: 0}
q = deque([start])
while q:
    s = q.popleft()
    if s == goal:
        break
    z = s.index(0)
    for t in adj[z]:
        n = list(s)
        n[z], n[t] = n[t], 0
        n = tuple(n)
        if n not in dist:
            dist[n] = dist[s] + 1
            q.append(n)
print(dist.get(goal, -1))
