-- Proposals and the votes cast for them. The unique constraint on votes lets
-- each voter token vote once per proposal, whatever the number of concurrent
-- requests: the database refuses the duplicate row.

CREATE TABLE proposals (
  id serial PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 3 AND 120),
  description text NOT NULL CHECK (char_length(description) <= 1000),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'planned', 'done', 'archived')),
  -- Maintained by the trigger below only, never written by the service.
  vote_count integer NOT NULL DEFAULT 0 CHECK (vote_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE votes (
  id bigserial PRIMARY KEY,
  proposal_id integer NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  voter_token uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT votes_one_per_voter UNIQUE (proposal_id, voter_token)
);

-- The list marks the caller's votes: look them up by token.
CREATE INDEX votes_voter_token_idx ON votes (voter_token);

-- Each vote row added or removed moves its proposal's count in the same
-- transaction, so the count is always the number of rows in votes, and reading
-- it costs one row instead of counting every vote on each request. Votes are
-- inserted and deleted, never updated.
CREATE FUNCTION votes_maintain_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE proposals SET vote_count = vote_count + 1 WHERE id = NEW.proposal_id;
    RETURN NEW;
  END IF;
  UPDATE proposals SET vote_count = vote_count - 1 WHERE id = OLD.proposal_id;
  RETURN OLD;
END;
$$;

CREATE TRIGGER votes_maintain_count
AFTER INSERT OR DELETE ON votes
FOR EACH ROW EXECUTE FUNCTION votes_maintain_count();
