-- Tags and add-ons (issue 10; spec 2 sections 3, 7 and 9).

-- A club's tags (League, Tournament, Maintenance…): coloured labels on bookings (and, later, availability rules)
-- that filter the court sheet. Archiving is a soft delete: an archived tag stays on the bookings it was put on,
-- takes no new ones, and two active tags never share a name (any letter case).
CREATE TABLE tags (
  id            serial PRIMARY KEY,
  business_id   integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  display_name  text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 30 AND display_name = btrim(display_name)),
  color         text NOT NULL DEFAULT '#28e61a' CHECK (color ~ '^#[0-9a-f]{6}$'),
  archived_at   timestamptz,
  created_by    integer REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id)
);
CREATE UNIQUE INDEX tags_active_name_unique ON tags (business_id, lower(display_name)) WHERE archived_at IS NULL;

-- A tag on one occurrence. Both sides belong to the same club (composite keys); a tag link for availability
-- rules is the same shape with (rule_id, business_id) in place of the appointment.
CREATE TABLE appointment_tags (
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  appointment_id  integer NOT NULL,
  tag_id          integer NOT NULL,
  PRIMARY KEY (business_id, appointment_id, tag_id),
  FOREIGN KEY (appointment_id, business_id) REFERENCES appointments (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (tag_id, business_id) REFERENCES tags (id, business_id) ON DELETE CASCADE
);
CREATE INDEX appointment_tags_tag_idx ON appointment_tags (business_id, tag_id);

-- What a club sells with court time: a ball machine, court lights, racket rental. Priced in cents and points,
-- per booking or per hour; `stock` units exist (two ball machines), and no more than that many bookings at
-- overlapping times may hold one (appointment_add_ons_no_overlap). Removed add-ons are archived: bookings keep them.
CREATE TABLE add_ons (
  id            serial PRIMARY KEY,
  business_id   integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 60 AND name = btrim(name)),
  description   text NOT NULL DEFAULT '' CHECK (length(description) <= 280),
  price         integer NOT NULL DEFAULT 0 CHECK (price BETWEEN 0 AND 100000000),
  point_price   integer NOT NULL DEFAULT 0 CHECK (point_price BETWEEN 0 AND 100000000),
  per           text NOT NULL DEFAULT 'booking' CHECK (per IN ('booking', 'hour')),
  stock         integer NOT NULL DEFAULT 1 CHECK (stock BETWEEN 1 AND 999),
  -- true: every court of the club, now and later; false: the courts in add_on_courts.
  all_courts    boolean NOT NULL DEFAULT true,
  archived_at   timestamptz,
  created_by    integer REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id)
);
CREATE UNIQUE INDEX add_ons_active_name_unique ON add_ons (business_id, lower(name)) WHERE archived_at IS NULL;

-- The courts an add-on is offered on when it is not offered on all of them.
CREATE TABLE add_on_courts (
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  add_on_id    integer NOT NULL,
  court_id     integer NOT NULL,
  PRIMARY KEY (business_id, add_on_id, court_id),
  FOREIGN KEY (add_on_id, business_id) REFERENCES add_ons (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (court_id, business_id) REFERENCES courts (id, business_id) ON DELETE CASCADE
);

-- An add-on booked with one occurrence: which of its units (1..stock) it holds over the booking's time, and the
-- price and points it was booked at (the payments issue charges them). The exclusion constraint refuses a unit
-- held twice at overlapping times, so two bookings racing for the last ball machine cannot both get it.
CREATE TABLE appointment_add_ons (
  id              serial PRIMARY KEY,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  appointment_id  integer NOT NULL,
  add_on_id       integer NOT NULL,
  unit            integer NOT NULL CHECK (unit >= 1),
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz NOT NULL,
  price           integer NOT NULL CHECK (price >= 0),
  point_price     integer NOT NULL CHECK (point_price >= 0),
  created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  UNIQUE (business_id, appointment_id, add_on_id),
  FOREIGN KEY (appointment_id, business_id) REFERENCES appointments (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (add_on_id, business_id) REFERENCES add_ons (id, business_id),
  CONSTRAINT appointment_add_ons_no_overlap EXCLUDE USING gist (
    business_id WITH =, add_on_id WITH =, unit WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
);
CREATE INDEX appointment_add_ons_appointment_idx ON appointment_add_ons (appointment_id);

-- A booking that moves (drag and drop, a time change) takes its add-ons along: each is placed on the first unit
-- free at the new time; when none is, the change is refused as a conflict on appointment_add_ons_no_overlap.
CREATE FUNCTION appointment_add_ons_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held record;
  candidate integer;
  placed boolean;
BEGIN
  IF NEW.starts_at = OLD.starts_at AND NEW.ends_at = OLD.ends_at THEN
    RETURN NULL;
  END IF;
  FOR held IN
    SELECT h.id, a.stock FROM appointment_add_ons h
      JOIN add_ons a ON a.id = h.add_on_id AND a.business_id = h.business_id
     WHERE h.appointment_id = NEW.id ORDER BY h.id
  LOOP
    placed := false;
    FOR candidate IN 1..held.stock LOOP
      BEGIN
        UPDATE appointment_add_ons SET unit = candidate, starts_at = NEW.starts_at, ends_at = NEW.ends_at
         WHERE id = held.id;
        placed := true;
        EXIT;
      EXCEPTION WHEN exclusion_violation THEN
        placed := false;
      END;
    END LOOP;
    IF NOT placed THEN
      RAISE EXCEPTION 'add-on sold out at the new time'
        USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'appointment_add_ons_no_overlap',
              TABLE = 'appointment_add_ons';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER appointments_move_add_ons AFTER UPDATE OF starts_at, ends_at ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointment_add_ons_follow();
