-- A failed test of eight-multi keeps the answer's failing line apart from the
-- output's start: the line the board replays may be far past it.
ALTER TABLE tests ADD COLUMN board_line TEXT NOT NULL DEFAULT '';
