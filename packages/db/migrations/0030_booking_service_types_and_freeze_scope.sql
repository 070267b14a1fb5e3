-- Issue 10, what was left of the booking policy and freezes.
--
-- A booking may name the service type it is for (spec: the booking request's lesson_type_id). The type's own
-- min/max length, when enabled, then bounds the booking's length; without one the club's limits apply. The
-- composite key keeps the type inside the booking's club; archiving a type keeps its bookings (types are never
-- deleted while booked: the key refuses it).
ALTER TABLE appointments ADD COLUMN service_type_id integer;
ALTER TABLE appointments
  ADD CONSTRAINT appointments_service_type_fk
  FOREIGN KEY (service_type_id, business_id) REFERENCES service_types (id, business_id);
CREATE INDEX appointments_service_type_idx ON appointments (business_id, service_type_id)
  WHERE service_type_id IS NOT NULL;

-- A freeze may close its courts only for some sports (spec: sport_ids) or some service types (spec: filters, the
-- lesson type ids). With neither, it closes the courts for everything, as before.
ALTER TABLE freezes DROP CONSTRAINT IF EXISTS freezes_freeze_for_check;
ALTER TABLE freezes ADD CONSTRAINT freezes_freeze_for_check CHECK (freeze_for IN ('court', 'sport', 'lesson'));

CREATE TABLE freeze_sports (
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  freeze_id    integer NOT NULL,
  sport_id     integer NOT NULL REFERENCES sports (id),
  PRIMARY KEY (business_id, freeze_id, sport_id),
  FOREIGN KEY (freeze_id, business_id) REFERENCES freezes (id, business_id) ON DELETE CASCADE
);

CREATE TABLE freeze_service_types (
  business_id      integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  freeze_id        integer NOT NULL,
  service_type_id  integer NOT NULL,
  PRIMARY KEY (business_id, freeze_id, service_type_id),
  FOREIGN KEY (freeze_id, business_id) REFERENCES freezes (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (service_type_id, business_id) REFERENCES service_types (id, business_id) ON DELETE CASCADE
);
