-- The member detail (issue 16): the club's own level types, each member's levels and NTRP rating, staff notes on
-- a member, and profile pictures.

-- A club's own level scale (e.g. "Junior Academy": Red, Orange, Green), its levels in the order members progress.
CREATE TABLE level_types (
  id           serial PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  levels       text[] NOT NULL CHECK (cardinality(levels) BETWEEN 1 AND 30),
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  UNIQUE (business_id, name)
);

-- A member's NTRP rating in this club: 1.0 to 7.0 in steps of 0.5.
CREATE TABLE member_ratings (
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id      integer NOT NULL,
  level_ntrp   numeric(2, 1) NOT NULL CHECK (level_ntrp BETWEEN 1.0 AND 7.0 AND level_ntrp * 2 = trunc(level_ntrp * 2)),
  updated_by   integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, user_id),
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE
);

-- A member's level in one of the club's level types (one of the type's levels; the service checks which).
CREATE TABLE member_levels (
  business_id    integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id        integer NOT NULL,
  level_type_id  integer NOT NULL,
  level          text NOT NULL CHECK (length(level) BETWEEN 1 AND 40),
  updated_by     integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, user_id, level_type_id),
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE,
  FOREIGN KEY (level_type_id, business_id) REFERENCES level_types (id, business_id) ON DELETE CASCADE
);

-- Staff notes on a member, with who wrote them and when.
CREATE TABLE member_notes (
  id           serial PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id      integer NOT NULL,
  author_id    integer REFERENCES users (id) ON DELETE SET NULL,
  body         text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at   timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE
);
CREATE INDEX member_notes_member_idx ON member_notes (business_id, user_id, created_at DESC, id DESC);

-- A person's profile picture. Like users, it belongs to the person and not to a club (a reference table when
-- sharded); users.profile_image holds its address, whose random key makes it unguessable.
CREATE TABLE profile_pictures (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  key           text NOT NULL UNIQUE CHECK (key ~ '^[A-Za-z0-9_-]{22,64}$'),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  size_bytes    integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 2097152),
  content       bytea NOT NULL,
  uploaded_by   integer REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
