# fifteen-walk, crashes: like many UVa problems' inputs, this one is read as
# if a blank line came before each board. There is none, so each "blank"
# line swallows a row, and the reads run past the end of the input
# (EOFError) on the first file with more than one board. The search (IDA*
# on the Manhattan distance, parity checked first) answers the boards it
# reads.
import sys

STEP = {"U": -4, "D": 4, "L": -1, "R": 1}
UNDO = {"U": "D", "D": "U", "L": "R", "R": "L"}


def manhattan(cells):
    return sum(abs(c // 4 - (v - 1) // 4) + abs(c % 4 - (v - 1) % 4) for c, v in enumerate(cells) if v)


def solve(cells):
    walk = []

    def search(hole, g, bound, last):
        h = manhattan(cells)
        if g + h > bound:
            return g + h
        if h == 0:
            return -1
        least = 1 << 30
        for letter, step in STEP.items():
            to = hole + step
            if letter == UNDO.get(last) or to < 0 or to > 15 or (step in (-1, 1) and to // 4 != hole // 4):
                continue
            cells[hole], cells[to] = cells[to], 0
            walk.append(letter)
            r = search(to, g + 1, bound, letter)
            if r < 0:
                return -1
            walk.pop()
            cells[to], cells[hole] = cells[hole], 0
            least = min(least, r)
        return least

    bound = manhattan(cells)
    while True:
        r = search(cells.index(0), 0, bound, None)
        if r < 0:
            return "".join(walk)
        bound = r


def main():
    n = int(input())
    for _ in range(n):
        cells = []
        for _ in range(4):
            cells += map(int, input().split())
        inversions = sum(1 for i in range(16) for j in range(i + 1, 16) if cells[i] and cells[j] and cells[i] > cells[j])
        if (inversions + cells.index(0) // 4) % 2 == 0:
            print("This puzzle is not solvable.")
        else:
            print(solve(cells))
        sys.stdout.flush()
        input()  # the blank line before the next board


main()
