-- Points (issue 14 "Points"; spec 3 sections 3, 4, 5, 7): a club sells or gives its members points per facility
-- group, members spend them on bookings and lessons (book pay types 2 and -1, spec 2) and staff charge them
-- (payment/charges/createforpoint). Points are held as lots, each with its own expiry; a spend takes from the
-- lots that expire first. Every movement of points is a balanced ledger transaction in the unit 'points'.

-- The ledger's points accounts: points_issued (the club's side of every point given out), points_held (what
-- members hold, each entry naming its member), points_spent and points_expired. Points never mix with cents:
-- a points account only takes the unit 'points' and a money account only 'cents'.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (
  'processor', 'cash_drawer', 'checks', 'revenue', 'tax_payable', 'receivable', 'fees',
  'points_issued', 'points_held', 'points_spent', 'points_expired'));
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_unit_of_account
  CHECK ((unit = 'points') = (account LIKE 'points\_%'));

-- The spec's point entity: the price of a point and how long bought or gifted points stay valid, one per
-- facility group. status 1 is on sale; 0 is withdrawn (held points stay valid and spendable).
CREATE TABLE point_entities (
  id                serial,
  business_id       integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  facility_group_id integer NOT NULL,
  -- Cents a member pays for one point.
  price_per_point   integer NOT NULL CHECK (price_per_point BETWEEN 1 AND 1000000),
  -- Days a lot stays valid from the day it is bought or given (docs/decisions.md "Points").
  expiration_date   integer NOT NULL CHECK (expiration_date BETWEEN 1 AND 3650),
  status            smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  UNIQUE (business_id, facility_group_id),
  FOREIGN KEY (facility_group_id, business_id) REFERENCES facility_groups (id, business_id) ON DELETE CASCADE
);

-- A lot: points a member got at once (bought or gifted), what is left of them, and when they expire. A bought
-- lot waits as 'pending' (nothing spendable) until its charge succeeds. remaining never goes below zero nor
-- above what is still the member's: two spends at once cannot overdraw (the spend also locks the rows).
CREATE TABLE point_lots (
  id                serial,
  business_id       integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id           integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  point_entity_id   integer NOT NULL,
  facility_group_id integer NOT NULL,
  source            text NOT NULL CHECK (source IN ('bought', 'gift')),
  status            text NOT NULL CHECK (status IN ('pending', 'active', 'expired', 'failed')),
  points            integer NOT NULL CHECK (points BETWEEN 1 AND 1000000),
  remaining         integer NOT NULL CHECK (remaining >= 0),
  refunded          integer NOT NULL DEFAULT 0 CHECK (refunded >= 0),
  expired           integer NOT NULL DEFAULT 0 CHECK (expired >= 0),
  -- What the member paid (cents; 0 for a gift) and the payments module's charge that paid it.
  amount            integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
  charge_id         integer,
  note              text NOT NULL DEFAULT '' CHECK (length(note) <= 280),
  idempotency_key   text,
  request_hash      text,
  expires_at        timestamptz NOT NULL,
  created_by        integer REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  UNIQUE (business_id, idempotency_key),
  CHECK (remaining + refunded + expired <= points),
  CHECK (status <> 'pending' OR remaining = 0),
  FOREIGN KEY (point_entity_id, business_id) REFERENCES point_entities (id, business_id) ON DELETE RESTRICT,
  FOREIGN KEY (facility_group_id, business_id) REFERENCES facility_groups (id, business_id) ON DELETE CASCADE
);
CREATE INDEX point_lots_member_idx ON point_lots (business_id, user_id, facility_group_id, expires_at);
CREATE INDEX point_lots_expiry_idx ON point_lots (expires_at) WHERE status = 'active';

-- A spend: points a member paid with (a booking, a lesson, a staff charge), and the part given back since.
CREATE TABLE point_spends (
  id                serial,
  business_id       integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id           integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  facility_group_id integer NOT NULL,
  points            integer NOT NULL CHECK (points BETWEEN 1 AND 1000000),
  refunded          integer NOT NULL DEFAULT 0 CHECK (refunded >= 0),
  cause             text NOT NULL CHECK (cause IN ('charge', 'court', 'lesson')),
  -- The booking or lesson booking it paid for (ids of the appointments or lessons module), when there is one.
  cause_id          integer,
  description       text NOT NULL DEFAULT '' CHECK (length(description) <= 280),
  idempotency_key   text,
  request_hash      text,
  created_by        integer REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, business_id),
  UNIQUE (business_id, idempotency_key),
  CHECK (refunded <= points),
  FOREIGN KEY (facility_group_id, business_id) REFERENCES facility_groups (id, business_id) ON DELETE CASCADE
);
CREATE INDEX point_spends_member_idx ON point_spends (business_id, user_id, created_at);

-- Which lots a spend took from, so a refund gives the points back to the same lots (and their expiry).
CREATE TABLE point_spend_lots (
  id          serial,
  business_id integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  spend_id    integer NOT NULL,
  lot_id      integer NOT NULL,
  points      integer NOT NULL CHECK (points >= 1),
  returned    integer NOT NULL DEFAULT 0 CHECK (returned >= 0),
  PRIMARY KEY (id, business_id),
  UNIQUE (spend_id, lot_id, business_id),
  CHECK (returned <= points),
  FOREIGN KEY (spend_id, business_id) REFERENCES point_spends (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (lot_id, business_id) REFERENCES point_lots (id, business_id) ON DELETE CASCADE
);
