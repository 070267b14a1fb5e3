-- Foundation: accounts, clubs, member types and roles, club structure, sessions, outbox.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE businesses (
  id                 serial PRIMARY KEY,
  uid                text NOT NULL UNIQUE,
  name               text NOT NULL CHECK (length(name) BETWEEN 2 AND 80),
  address            text NOT NULL DEFAULT '' CHECK (length(address) <= 200),
  timezone           text NOT NULL DEFAULT 'UTC',
  currency_code      text NOT NULL DEFAULT 'usd' CHECK (currency_code ~ '^[a-z]{3}$'),
  am_pm              boolean NOT NULL DEFAULT true,
  plan               text NOT NULL DEFAULT 'lessonproviderplan',
  plan_id            integer,
  btn1               text NOT NULL DEFAULT 'Book' CHECK (length(btn1) <= 30),
  btn2               text NOT NULL DEFAULT 'Lessons' CHECK (length(btn2) <= 30),
  btn3               text NOT NULL DEFAULT 'Facility-sheet' CHECK (length(btn3) <= 30),
  sign_file          text,
  owner_user_id      integer,
  csh_start_time     text NOT NULL DEFAULT '06__00' CHECK (csh_start_time ~ '^[0-2][0-9]__[0-5][0-9]$'),
  booking_to_start   integer NOT NULL DEFAULT 60 CHECK (booking_to_start IN (5, 10, 15, 20, 30, 60)),
  min_list_duration  integer NOT NULL DEFAULT 60 CHECK (min_list_duration > 0),
  subscription_id    text,
  subscription_status text NOT NULL DEFAULT 'active'
    CHECK (subscription_status IN ('active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete')),
  subscription_resumes_at timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id                  serial PRIMARY KEY,
  uid                 text NOT NULL UNIQUE,
  username            text NOT NULL UNIQUE CHECK (username ~ '^[a-z0-9._]{2,22}$'),
  email               text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) <= 254),
  password_hash       text NOT NULL,
  first_name          text NOT NULL CHECK (length(first_name) BETWEEN 2 AND 50),
  last_name           text NOT NULL CHECK (length(last_name) BETWEEN 2 AND 50),
  dob                 date CHECK (dob >= DATE '1930-01-01'),
  phone               text CHECK (phone ~ '^\+?[0-9]{1,17}$'),
  profile_image       text,
  user_type           text NOT NULL CHECK (user_type IN ('bu', 'nbu')),
  status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked', 'paused')),
  block_message       text,
  current_business_id integer REFERENCES businesses (id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE businesses
  ADD CONSTRAINT businesses_owner_fk FOREIGN KEY (owner_user_id) REFERENCES users (id) ON DELETE SET NULL;

CREATE TABLE member_types (
  id             serial PRIMARY KEY,
  business_id    integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  key            text NOT NULL CHECK (key IN ('owner', 'admin', 'accountant', 'reception', 'coach', 'supercoach',
                                              'superdupercoach', 'member', 'proshop')),
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  manage_lessons boolean NOT NULL DEFAULT false,
  UNIQUE (business_id, key),
  UNIQUE (id, business_id)
);

CREATE TABLE member_type_roles (
  business_id    integer NOT NULL,
  member_type_id integer NOT NULL,
  resource       text NOT NULL CHECK (resource IN ('court', 'lesson', 'members', 'notifications', 'payments',
                                                   'pos_backoffice', 'settings', 'analytics', 'groups')),
  can_read       boolean NOT NULL DEFAULT false,
  can_update     boolean NOT NULL DEFAULT false,
  PRIMARY KEY (member_type_id, resource),
  FOREIGN KEY (member_type_id, business_id) REFERENCES member_types (id, business_id) ON DELETE CASCADE,
  CHECK (NOT can_update OR can_read)
);

CREATE TABLE families (
  id             serial PRIMARY KEY,
  business_id    integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name           text NOT NULL CHECK (length(name) BETWEEN 2 AND 80),
  payer_user_id  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id)
);

CREATE TABLE business_members (
  id             serial PRIMARY KEY,
  business_id    integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member_type_id integer NOT NULL,
  family_id      integer,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, user_id),
  FOREIGN KEY (member_type_id, business_id) REFERENCES member_types (id, business_id),
  FOREIGN KEY (family_id, business_id) REFERENCES families (id, business_id)
);
CREATE INDEX business_members_user_idx ON business_members (user_id);

CREATE TABLE locations (
  id           serial PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  address      text NOT NULL CHECK (length(address) BETWEEN 1 AND 200),
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id)
);

CREATE TABLE facility_groups (
  id           serial PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  location_id  integer NOT NULL,
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  order_index  integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  FOREIGN KEY (location_id, business_id) REFERENCES locations (id, business_id)
);

CREATE TABLE courts (
  id                 serial PRIMARY KEY,
  business_id        integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  facility_group_id  integer NOT NULL,
  name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  order_index        integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  FOREIGN KEY (facility_group_id, business_id) REFERENCES facility_groups (id, business_id) ON DELETE CASCADE
);

CREATE TABLE service_types (
  id                  serial PRIMARY KEY,
  business_id         integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  display_name        text NOT NULL CHECK (length(display_name) BETWEEN 2 AND 30),
  color               text NOT NULL DEFAULT '#1bb1e4' CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
  hidden              boolean NOT NULL DEFAULT false,
  is_min_max_enabled  boolean NOT NULL DEFAULT false,
  min_list_duration   integer CHECK (min_list_duration > 0),
  max_list_duration   integer CHECK (max_list_duration > 0),
  allowed_count       integer NOT NULL DEFAULT 50 CHECK (allowed_count > 0),
  created_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  CHECK (min_list_duration IS NULL OR max_list_duration IS NULL OR min_list_duration <= max_list_duration)
);

CREATE TABLE auth_sessions (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  user_agent  text,
  ip          text
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

CREATE TABLE password_resets (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

CREATE TABLE email_outbox (
  id           serial PRIMARY KEY,
  business_id  integer REFERENCES businesses (id) ON DELETE SET NULL,
  to_address   text NOT NULL,
  subject      text NOT NULL,
  text_body    text NOT NULL,
  html_body    text,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts     integer NOT NULL DEFAULT 0,
  last_error   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  sent_at      timestamptz
);
CREATE INDEX email_outbox_pending_idx ON email_outbox (created_at) WHERE status = 'pending';

CREATE TABLE demo_codes (
  code        text PRIMARY KEY,
  plan        text NOT NULL,
  expires_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
