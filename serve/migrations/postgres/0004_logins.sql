-- A browser's login is a session of its own, not the user's API token: a
-- random id in an HttpOnly cookie, of which the database keeps the hash. It
-- ends at logout, at its expiry, or when its user is removed or their token
-- rotated.
CREATE TABLE logins (
  id_hash    TEXT PRIMARY KEY, -- hex SHA-256 of the id in the cookie
  user_name  TEXT NOT NULL REFERENCES users(name) ON DELETE CASCADE,
  created_ms BIGINT NOT NULL,
  expires_ms BIGINT NOT NULL
);
CREATE INDEX logins_user ON logins(user_name);
CREATE INDEX logins_expiry ON logins(expires_ms);
