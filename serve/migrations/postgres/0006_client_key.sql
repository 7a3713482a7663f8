-- A client's key for a submission (the Idempotency-Key header): sent again
-- (an answer lost to a crash or a timeout), it names the submission already
-- stored instead of storing it twice.
ALTER TABLE submissions ADD COLUMN client_key TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX submissions_client_key ON submissions(user_name, client_key) WHERE client_key <> '';
