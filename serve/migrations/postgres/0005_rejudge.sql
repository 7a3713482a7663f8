-- A judged submission asked to be judged again: claimable like a queued one
-- (after the fresh ones), while its status and verdict stay as they were
-- until the new judging's land, with its tests, in one transaction.
ALTER TABLE submissions ADD COLUMN rejudge BIGINT NOT NULL DEFAULT 0;
CREATE INDEX submissions_rejudge ON submissions(rejudge, id);
