-- Freezes (issue 10; spec 2 "Freeze"): a club closes some courts for one or more stretches of time (resurfacing,
-- a tournament, a holiday). Each closed stretch is a range of instants worked out from the form in the club's zone
-- (packages/domain freezeRanges); bookings inside were cancelled or kept as the freeze said when it was made.
-- Unfreezing deletes the freeze with its courts and ranges.

CREATE TABLE freezes (
  id                serial PRIMARY KEY,
  business_id       integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  note              text NOT NULL CHECK (length(note) BETWEEN 1 AND 120 AND note = btrim(note)),
  -- What is frozen: courts (the spec's freeze_for); sports and service types may follow.
  freeze_for        text NOT NULL DEFAULT 'court' CHECK (freeze_for = 'court'),
  cancel_on_freeze  boolean NOT NULL,
  -- How many bookings the freeze cancelled when it was made.
  cancelled         integer NOT NULL DEFAULT 0 CHECK (cancelled >= 0),
  created_by        integer REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id)
);
CREATE INDEX freezes_business_idx ON freezes (business_id, id);

CREATE TABLE freeze_courts (
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  freeze_id    integer NOT NULL,
  court_id     integer NOT NULL,
  PRIMARY KEY (business_id, freeze_id, court_id),
  FOREIGN KEY (freeze_id, business_id) REFERENCES freezes (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (court_id, business_id) REFERENCES courts (id, business_id) ON DELETE CASCADE
);
CREATE INDEX freeze_courts_court_idx ON freeze_courts (business_id, court_id, freeze_id);

-- The closed stretches of a freeze, sorted and never overlapping one another (the service merges them).
CREATE TABLE freeze_ranges (
  id          serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  freeze_id   integer NOT NULL,
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  CHECK (ends_at > starts_at),
  FOREIGN KEY (freeze_id, business_id) REFERENCES freezes (id, business_id) ON DELETE CASCADE
);
CREATE INDEX freeze_ranges_window_idx ON freeze_ranges (business_id, ends_at, starts_at);
CREATE INDEX freeze_ranges_freeze_idx ON freeze_ranges (business_id, freeze_id, starts_at);
