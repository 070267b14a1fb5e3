-- One check-in per member per booking (issue 24): a second scan for the same booking, however late, finds the first
-- check-in instead of recording another. Earlier repeats stay as visits without a booking, so the unique index holds.
UPDATE check_ins AS later SET appointment_id = NULL
WHERE later.appointment_id IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM check_ins AS first
    WHERE first.business_id = later.business_id
      AND first.appointment_id = later.appointment_id
      AND first.user_id = later.user_id
      AND (first.checked_in_at, first.id) < (later.checked_in_at, later.id)
  );

CREATE UNIQUE INDEX check_ins_one_per_booking ON check_ins (business_id, appointment_id, user_id)
  WHERE appointment_id IS NOT NULL;
