-- Club settings that scheduling uses (spec 2 section 3), each a column of businesses with its own check.
-- Service types already live in service_types (0001). fields_count is not stored: it is the club's court count.
ALTER TABLE businesses
  ADD COLUMN advance_time                  integer NOT NULL DEFAULT 365 CHECK (advance_time BETWEEN 0 AND 365),
  ADD COLUMN allow_booking_until           integer NOT NULL DEFAULT 0 CHECK (allow_booking_until BETWEEN 0 AND 168),
  ADD COLUMN cancel_allowed                boolean NOT NULL DEFAULT true,
  ADD COLUMN cancel_allowed_hour           integer NOT NULL DEFAULT 24 CHECK (cancel_allowed_hour BETWEEN 0 AND 999),
  ADD COLUMN cancel_on_freeze              boolean NOT NULL DEFAULT false,
  ADD COLUMN automatically_refund_payment  boolean NOT NULL DEFAULT true,
  ADD COLUMN allow_to_pay_in_person        boolean NOT NULL DEFAULT true,
  ADD COLUMN show_waitlist                 boolean NOT NULL DEFAULT false,
  ADD COLUMN require_partner_name          boolean NOT NULL DEFAULT false,
  ADD COLUMN require_guest_name            boolean NOT NULL DEFAULT false,
  ADD COLUMN require_guest_and_partner_name boolean NOT NULL DEFAULT false,
  ADD COLUMN guest_fee                     integer NOT NULL DEFAULT 0 CHECK (guest_fee BETWEEN 0 AND 1000000),
  ADD COLUMN guest_fee_point               integer NOT NULL DEFAULT 0 CHECK (guest_fee_point BETWEEN 0 AND 100000),
  ADD COLUMN enable_max_time_for_bookings  boolean NOT NULL DEFAULT false,
  ADD COLUMN max_time_for_singles          integer NOT NULL DEFAULT 60 CHECK (max_time_for_singles BETWEEN 5 AND 1440),
  ADD COLUMN max_time_for_doubles          integer NOT NULL DEFAULT 60 CHECK (max_time_for_doubles BETWEEN 5 AND 1440),
  ADD COLUMN max_time_for_triples          integer NOT NULL DEFAULT 60 CHECK (max_time_for_triples BETWEEN 5 AND 1440),
  ADD COLUMN max_time_for_quadruples       integer NOT NULL DEFAULT 60 CHECK (max_time_for_quadruples BETWEEN 5 AND 1440),
  ADD COLUMN require_waiver_sign           boolean NOT NULL DEFAULT false,
  ADD COLUMN require_waiver_sign_nbu       boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT businesses_guest_and_partner_names_check
    CHECK (NOT require_guest_and_partner_name OR (require_partner_name AND require_guest_name)),
  ADD CONSTRAINT businesses_min_list_duration_step_check
    CHECK (min_list_duration >= booking_to_start AND min_list_duration <= 1440 AND min_list_duration % booking_to_start = 0),
  ADD CONSTRAINT businesses_csh_start_time_hour_check CHECK (substr(csh_start_time, 1, 2)::integer <= 23),
  ADD CONSTRAINT businesses_labels_check CHECK (length(btn1) >= 1 AND length(btn2) >= 1 AND length(btn3) >= 1);
