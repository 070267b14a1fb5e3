-- The club's public page (issue 14; spec 3: "Shows business image, name, about"): the about text staff write in the
-- settings, and the club's image. The image's bytes live in club_images (one per club, replaced on each upload,
-- like profile pictures); businesses.image is its served address, changed in the same transaction.
ALTER TABLE businesses ADD COLUMN about text NOT NULL DEFAULT '';
ALTER TABLE businesses ADD COLUMN image text;

CREATE TABLE club_images (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  key text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  size_bytes integer NOT NULL,
  content bytea NOT NULL,
  uploaded_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT club_images_business_key UNIQUE (business_id)
);
