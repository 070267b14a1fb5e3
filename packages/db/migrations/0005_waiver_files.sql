-- The club's waiver document, which members read and sign before booking (business.sign_file points at it).
CREATE TABLE business_files (
  id            serial PRIMARY KEY,
  business_id   integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('waiver')),
  file_name     text NOT NULL CHECK (length(file_name) BETWEEN 5 AND 120),
  content_type  text NOT NULL CHECK (content_type = 'application/pdf'),
  size_bytes    integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 5242880),
  content       bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, kind)
);
