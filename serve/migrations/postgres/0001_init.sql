-- The arena's first schema: users, submissions, and each submission's tests.
CREATE TABLE users (
  id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name       TEXT NOT NULL UNIQUE,
  token_hash TEXT NOT NULL UNIQUE, -- hex SHA-256 of the token; the token itself is never stored
  created_ms BIGINT NOT NULL
);

CREATE TABLE sessions (
  name       TEXT PRIMARY KEY,
  started_ms BIGINT NOT NULL
);

CREATE TABLE submissions (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name   TEXT NOT NULL,
  session     TEXT NOT NULL REFERENCES sessions(name),
  problem     TEXT NOT NULL,
  language    TEXT NOT NULL,   -- language id of judge.yaml
  file_name   TEXT NOT NULL,   -- shown only; never used as a path
  source      TEXT NOT NULL,
  status      TEXT NOT NULL,   -- queued, running, done, error
  verdict     TEXT NOT NULL DEFAULT '',
  lang_name   TEXT NOT NULL DEFAULT '',
  time_ms     BIGINT NOT NULL DEFAULT 0,
  wall_ms     BIGINT NOT NULL DEFAULT 0,
  memory_kb   BIGINT NOT NULL DEFAULT 0,
  sandbox     TEXT NOT NULL DEFAULT '',
  compile_log TEXT NOT NULL DEFAULT '',
  error       TEXT NOT NULL DEFAULT '',
  created_ms  BIGINT NOT NULL,
  finished_ms BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX submissions_user ON submissions(user_name, id);
CREATE INDEX submissions_status ON submissions(status, id);
CREATE INDEX submissions_session ON submissions(session, id);

CREATE TABLE tests (
  submission_id BIGINT NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
  idx           BIGINT NOT NULL,
  name          TEXT NOT NULL,
  verdict       TEXT NOT NULL,
  time_ms       BIGINT NOT NULL,
  wall_ms       BIGINT NOT NULL,
  memory_kb     BIGINT NOT NULL,
  message       TEXT NOT NULL,
  output_head   TEXT NOT NULL DEFAULT '', -- start of the output of a failed test, for the board
  judged_us     BIGINT NOT NULL,         -- when the test was judged (unix microseconds)
  PRIMARY KEY (submission_id, idx)
);
