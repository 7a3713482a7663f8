# cube, wrong: the parity of the whole arrangement (free cell included) must
# be even -- forgetting that every move also moves the free cell, so the
# parity has to match the free cell's distance to its home instead.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        m = int(data[pos])
        pos += 1
        n = m * m * m
        # home[i]: where the piece in cell i belongs (the free cell last).
        home = [(int(x) - 1) % n for x in data[pos:pos + n]]
        pos += n
        seen = bytearray(n)
        cycles = 0
        for i in range(n):
            if not seen[i]:
                cycles += 1
                j = i
                while not seen[j]:
                    seen[j] = 1
                    j = home[j]
        if (n - cycles) % 2 == 0:
            out.append("Puzzle can be solved.")
        else:
            out.append("Puzzle is unsolvable.")
    sys.stdout.write("\n".join(out) + "\n")


main()
