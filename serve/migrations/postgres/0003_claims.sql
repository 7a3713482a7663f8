-- Judging is claimed, not broadcast: a running submission has an owner (the
-- judge or worker judging it), a claim number (how many times it was
-- claimed: the claim is the submission's id and this number) and a lease
-- (until when, in the database's clock, the owner holds it; renewed while it
-- judges, taken over by another only once it has run out). pack is the pack
-- version of the arena that took the submission: only a judge holding the
-- same pack claims it ('' for submissions stored before: any).
ALTER TABLE submissions ADD COLUMN claim_owner TEXT NOT NULL DEFAULT '';
ALTER TABLE submissions ADD COLUMN claims BIGINT NOT NULL DEFAULT 0;
ALTER TABLE submissions ADD COLUMN lease_ms BIGINT NOT NULL DEFAULT 0;
ALTER TABLE submissions ADD COLUMN pack TEXT NOT NULL DEFAULT '';
-- The fair queue counts each user's unfinished submissions.
CREATE INDEX submissions_user_status ON submissions(status, user_name, id);

-- The judges and workers that claim submissions, as they last reported.
CREATE TABLE workers (
  name       TEXT PRIMARY KEY,
  host       TEXT NOT NULL,
  pack       TEXT NOT NULL,
  sandbox    TEXT NOT NULL,   -- the sandbox level it judges with
  cores      BIGINT NOT NULL,
  judges     BIGINT NOT NULL, -- submissions it judges at once
  state      TEXT NOT NULL,   -- judging, idle, draining, stopped
  judging    TEXT NOT NULL DEFAULT '', -- ids of the submissions it holds
  judged     BIGINT NOT NULL DEFAULT 0,
  started_ms BIGINT NOT NULL,
  seen_ms    BIGINT NOT NULL
);
