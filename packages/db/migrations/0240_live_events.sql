-- Live updates across server processes (issue 30.5, docs/decisions.md "Live updates across processes"). Every
-- change a court sheet must hear is written here and announced with NOTIFY fairplay_live carrying the row's id; each
-- process LISTENs on one connection of its own and, after a dropped connection, reads the rows it missed by id. Rows
-- are kept for a day (a periodic job deletes older ones). Not club-owned data: a log of the system's own, like the
-- jobs, so it has no foreign key to the club (an event of a club being deleted is harmless) and no unique key.
CREATE TABLE live_events (
  id           bigserial PRIMARY KEY,
  business_id  integer NOT NULL,
  at           timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX live_events_created_at_idx ON live_events (created_at);
