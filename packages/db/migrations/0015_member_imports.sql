-- Member CSV import (issue 16, "Import and export"): one row per import run. The import runs inside its request,
-- batch after batch; each batch's transaction also moves this row's counters, so any server process answering the
-- client's progress poll reads the progress from here (never from one process's memory).
CREATE TABLE member_imports (
  id              serial PRIMARY KEY,
  business_id     integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  -- Chosen by the client before it sends the file, so it can poll the progress while its request runs.
  import_key      uuid NOT NULL,
  created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  file_name       text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  status          text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
  total_rows      integer NOT NULL CHECK (total_rows >= 0),
  processed_rows  integer NOT NULL DEFAULT 0 CHECK (processed_rows BETWEEN 0 AND total_rows),
  created_count   integer NOT NULL DEFAULT 0 CHECK (created_count >= 0),
  added_count     integer NOT NULL DEFAULT 0 CHECK (added_count >= 0),
  updated_count   integer NOT NULL DEFAULT 0 CHECK (updated_count >= 0),
  skipped_count   integer NOT NULL DEFAULT 0 CHECK (skipped_count >= 0),
  refused_count   integer NOT NULL DEFAULT 0 CHECK (refused_count >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  finished_at     timestamptz,
  UNIQUE (id, business_id),
  UNIQUE (business_id, import_key),
  CHECK ((status = 'running') = (finished_at IS NULL))
);
CREATE INDEX member_imports_business_idx ON member_imports (business_id, created_at);
