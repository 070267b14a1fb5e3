-- Issue 27 (reports-ops): the club's settings of the reports and the Monday Brief, and the Brief's delivery log.
-- Prime time (weekdays Monday = 0, whole club-local hours [start, end)) splits the utilization report into prime
-- and off-peak; a member on a plan with no booking or check-in for at_risk_days is at risk. The Brief goes out
-- weekly on brief_weekday at brief_hour (club-local) to brief_recipients (user ids; NULL: the owner and the admins).
CREATE TABLE report_ops_settings (
  business_id       integer PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
  prime_days        smallint[] NOT NULL DEFAULT '{0,1,2,3,4}',
  prime_start_hour  smallint NOT NULL DEFAULT 17 CHECK (prime_start_hour BETWEEN 0 AND 23),
  prime_end_hour    smallint NOT NULL DEFAULT 21 CHECK (prime_end_hour BETWEEN 1 AND 24),
  at_risk_days      smallint NOT NULL DEFAULT 14 CHECK (at_risk_days BETWEEN 1 AND 365),
  brief_paused      boolean NOT NULL DEFAULT false,
  brief_weekday     smallint NOT NULL DEFAULT 0 CHECK (brief_weekday BETWEEN 0 AND 6),
  brief_hour        smallint NOT NULL DEFAULT 7 CHECK (brief_hour BETWEEN 0 AND 23),
  brief_recipients  integer[],
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (prime_end_hour > prime_start_hour),
  CHECK (prime_days <@ '{0,1,2,3,4,5,6}'::smallint[])
);

-- One Brief per club and week (the week's Monday, club-local): the unique key settles two processes sending it.
CREATE TABLE report_brief_deliveries (
  id            serial PRIMARY KEY,
  business_id   integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  week_start    date NOT NULL,
  recipients    integer NOT NULL,
  subject       text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, week_start)
);
