-- Coach availability and private sessions (issue 11; spec 2 "Coach availability", "Private booking", sections 3,
-- 5 and 7). A coach's availability is an availability rule of one coach and one lesson type: its rows (club-local
-- times, days, per-hour price and points, earliest book in advance, buffer) repeat on its courts by its recurrence.
-- A member books a private session inside it: a private lesson (lessons.private_session) whose one time takes a
-- court and the coach under the exclusion constraints of 0060, so a session never overlaps a booking or the
-- coach's other lessons.

CREATE TABLE coach_availabilities (
  id              serial NOT NULL,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  coach_id        integer NOT NULL,
  service_type_id integer NOT NULL,
  sport_id        integer NOT NULL REFERENCES sports (id),
  court_ids       integer[] NOT NULL CHECK (cardinality(court_ids) BETWEEN 1 AND 500),
  note            text NOT NULL CHECK (length(note) BETWEEN 1 AND 500),
  start_date      date NOT NULL,
  recurrence      jsonb,
  -- The last club-local day the availability can apply (its start, repeat end date or last counted day).
  ends_on         date NOT NULL,
  book_pay_type   smallint NOT NULL DEFAULT -1 CHECK (book_pay_type IN (-1, 1, 2)),
  -- [{days, start_time, end_time, price, point_price, advance_days, buffer}]: per hour, in cents and points.
  rows            jsonb NOT NULL,
  who_can_book    jsonb NOT NULL DEFAULT '[]',
  filters         jsonb NOT NULL DEFAULT '{}',
  created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  CHECK (ends_on >= start_date),
  FOREIGN KEY (business_id, coach_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE,
  FOREIGN KEY (service_type_id, business_id) REFERENCES service_types (id, business_id) ON DELETE CASCADE
);
CREATE INDEX coach_availabilities_coach_idx ON coach_availabilities (business_id, coach_id, ends_on);

-- Time a coach is not available although an availability covers it (spec "Block coach availability"), shown red.
CREATE TABLE coach_blocks (
  id          serial NOT NULL,
  business_id integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  coach_id    integer NOT NULL,
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  created_by  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  CHECK (ends_at > starts_at),
  FOREIGN KEY (business_id, coach_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE
);
CREATE INDEX coach_blocks_coach_idx ON coach_blocks (business_id, coach_id, starts_at);

-- A private lesson booked by a member inside a coach's availability: cancelling it gives back its court and coach.
ALTER TABLE lessons ADD COLUMN private_session boolean NOT NULL DEFAULT false;
