import { Box, Center } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError } from '../../../ui/notify';
import { isNotFound } from '../api/conflicts';
import { useEvent } from '../api/useSheetData';
import { zonedDateTime } from '../model/time';
import type { OpenEventState } from './CourtSheet';
import type { CreateOnCourtState } from '../hooks/useCreateOnCourt';

const DASHBOARD = '/private/dashboard';

/** Listing id -1: a new booking (spec 2 section 2, "Open or create a listing on a court"). */
const NEW_LISTING = -1;

/**
 * /private/courtlisting/{id}/{courtId}?family=: a link to one booking (e-mails to participants carry it). It opens
 * the court sheet on the booking's day with its details; a booking that no longer exists goes back to the sheet.
 * Id -1 opens the sheet's create form on the court, for the family member `family` names (a member's own family;
 * anyone else: the member themselves).
 */
export function CourtListingPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const id = Number(params.id);
  const courtId = Number(params.courtId);
  const creating = id === NEW_LISTING;
  const valid = Number.isInteger(id) && id > 0;
  const event = useEvent(valid ? id : null);
  const timeZone = user.business?.timezone ?? 'UTC';
  const familyId = Number(searchParams.get('family'));
  const family = user.business?.family.some((person) => person.user_id === familyId) ? familyId : null;

  useEffect(() => {
    if (creating && Number.isInteger(courtId) && courtId > 0) {
      const state: CreateOnCourtState = { createOn: { courtId, family } };
      void navigate(DASHBOARD, { replace: true, state });
    } else if (event.data) {
      const state: OpenEventState = { openEvent: event.data };
      void navigate(`${DASHBOARD}?date=${zonedDateTime(event.data.start, timeZone).date}`, { replace: true, state });
    } else if (!valid || isNotFound(event.error)) {
      if (event.error) notifyError(event.error);
      void navigate(DASHBOARD, { replace: true });
    }
  }, [creating, courtId, family, event.data, event.error, navigate, timeZone, valid]);

  return (
    <Box px="md" py="md">
      {event.isError && !isNotFound(event.error) ? (
        <ErrorAlert live={false} message={errorMessage(event.error)} />
      ) : (
        <Center py={80}>
          <BusyIndicator label="Opening the booking" />
        </Center>
      )}
    </Box>
  );
}
