import { Alert, Box } from '@mantine/core';
import { useCurrentUser } from '../../../api/session';
import { CourtSheet } from './CourtSheet';

/** /private/dashboard: the court sheet (court read). */
export function CourtSheetPage() {
  const user = useCurrentUser();
  return (
    <Box px={{ base: 'xs', sm: 'md' }} py="md" maw="100%">
      {user.business ? (
        <CourtSheet user={user} business={user.business} />
      ) : (
        <Alert color="yellow" variant="light">
          Choose a club to see its court sheet.
        </Alert>
      )}
    </Box>
  );
}
