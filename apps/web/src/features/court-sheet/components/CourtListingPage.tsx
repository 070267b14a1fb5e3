import { Box, Center } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError } from '../../../ui/notify';
import { isNotFound } from '../api/conflicts';
import { useEvent } from '../api/useSheetData';
import { zonedDateTime } from '../model/time';
import type { OpenEventState } from './CourtSheet';

const DASHBOARD = '/private/dashboard';

/**
 * /private/courtlisting/{id}/{courtId}: a link to one booking (e-mails to participants carry it). It opens the
 * court sheet on the booking's day with its details; a booking that no longer exists goes back to the sheet.
 */
export function CourtListingPage() {
  const params = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const event = useEvent(valid ? id : null);
  const timeZone = user.business?.timezone ?? 'UTC';

  useEffect(() => {
    if (event.data) {
      const state: OpenEventState = { openEvent: event.data };
      void navigate(`${DASHBOARD}?date=${zonedDateTime(event.data.start, timeZone).date}`, { replace: true, state });
    } else if (!valid || isNotFound(event.error)) {
      if (event.error) notifyError(event.error);
      void navigate(DASHBOARD, { replace: true });
    }
  }, [event.data, event.error, navigate, timeZone, valid]);

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
