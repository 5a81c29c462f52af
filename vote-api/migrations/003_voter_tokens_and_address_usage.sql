-- Voter tokens are issued and signed by the service (HMAC), so a vote needs a
-- token the service gave out. The signing key comes from VOTE_TOKEN_SECRET or,
-- when that is unset, is generated once and kept here, shared by every
-- instance on this database.
CREATE TABLE service_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What each client address used of its daily limits: voter tokens issued
-- (scope 'tokens') and votes cast per proposal (scope 'votes:<proposal id>').
-- The address itself is never stored: address_hash is an HMAC of the address
-- and the day under the service's secret, so rows cannot be joined across days.
-- Rows of past days are deleted by the service.
CREATE TABLE address_usage (
  day date NOT NULL,
  scope text NOT NULL,
  address_hash text NOT NULL,
  used integer NOT NULL CHECK (used > 0),
  PRIMARY KEY (day, scope, address_hash)
);
