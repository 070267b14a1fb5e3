-- Service types that apply to court time (issue 24 point 18; docs/decisions.md "Service types members book court
-- time with"): members booking court time choose among the types so marked; lessons, clinics and coaches' sessions
-- keep using any type. A new type applies to court time unless the club says otherwise; a type that a lesson or a
-- coach's availability already uses is a lesson or coaching type, so it does not.
ALTER TABLE service_types ADD COLUMN court_time boolean NOT NULL DEFAULT true;
UPDATE service_types SET court_time = false
 WHERE id IN (SELECT service_type_id FROM lessons)
    OR id IN (SELECT service_type_id FROM coach_availabilities);
