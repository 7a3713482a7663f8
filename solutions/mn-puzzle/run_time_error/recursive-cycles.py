# mn-puzzle, crashes: each cycle of the arrangement is walked by recursion,
# one call per cell; a cycle longer than Python's recursion limit (1000)
# raises RecursionError.
import sys


def mark(home, seen, i):
    if seen[i]:
        return
    seen[i] = True
    mark(home, seen, home[i])


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while True:
        rows, cols = int(data[pos]), int(data[pos + 1])
        pos += 2
        if rows == 0 and cols == 0:
            break
        n = rows * cols
        cells = [int(x) for x in data[pos:pos + n]]
        pos += n
        home = [(v - 1) % n for v in cells]
        blank = cells.index(0)
        seen = [False] * n
        cycles = 0
        for i in range(n):
            if not seen[i]:
                cycles += 1
                mark(home, seen, i)
        dist = (rows - 1 - blank // cols) + (cols - 1 - blank % cols)
        out.append("YES" if (n - cycles) % 2 == dist % 2 else "NO")
    sys.stdout.write("\n".join(out) + "\n")


main()
