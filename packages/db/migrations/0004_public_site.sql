-- Public site: contact messages, demo requests and booked demo slots. Provider-wide rows, not club-owned.

CREATE TABLE contact_messages (
  id          serial PRIMARY KEY,
  first_name  text NOT NULL CHECK (char_length(first_name) BETWEEN 2 AND 50),
  last_name   text NOT NULL CHECK (char_length(last_name) BETWEEN 2 AND 50),
  email       text NOT NULL CHECK (char_length(email) <= 254),
  phone       text CHECK (phone ~ '^\+?[0-9]{1,17}$'),
  message     text NOT NULL CHECK (char_length(message) BETWEEN 2 AND 210),
  job_title   text CHECK (char_length(job_title) <= 100),
  ip          text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE demo_requests (
  id                  serial PRIMARY KEY,
  full_name           text NOT NULL CHECK (char_length(full_name) BETWEEN 2 AND 100),
  email               text NOT NULL CHECK (char_length(email) <= 254),
  company             text NOT NULL CHECK (char_length(company) BETWEEN 1 AND 80),
  job_title           text NOT NULL CHECK (char_length(job_title) BETWEEN 1 AND 100),
  message             text CHECK (char_length(message) <= 210),
  -- SHA-256 of the one-time token returned to the requester; it books this request's slot.
  booking_token_hash  text NOT NULL UNIQUE,
  ip                  text,
  created_at          timestamptz NOT NULL DEFAULT now()
);

-- One 30-minute slot per booking; the unique start makes a taken slot impossible to take twice,
-- and one booking per demo request.
CREATE TABLE demo_bookings (
  id               serial PRIMARY KEY,
  demo_request_id  integer NOT NULL REFERENCES demo_requests (id) ON DELETE CASCADE,
  starts_at        timestamptz NOT NULL,
  ends_at          timestamptz NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT demo_bookings_starts_at_key UNIQUE (starts_at),
  CONSTRAINT demo_bookings_demo_request_id_key UNIQUE (demo_request_id),
  CONSTRAINT demo_bookings_length CHECK (ends_at = starts_at + interval '30 minutes')
);
