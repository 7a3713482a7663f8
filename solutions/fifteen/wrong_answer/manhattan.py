# Wrong answer for "fifteen": prints the Manhattan distance, a lower bound
# on the answer, as if it were the answer (right only when no two tiles
# are in each other's way).
import sys

cells = list(map(int, sys.stdin.read().split()))
print(sum(abs(i // 4 - (v - 1) // 4) + abs(i % 4 - (v - 1) % 4) for i, v in enumerate(cells) if v))
