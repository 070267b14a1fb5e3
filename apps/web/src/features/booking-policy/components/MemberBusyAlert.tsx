import { Alert, Button, Stack, Text } from '@mantine/core';

interface MemberBusyAlertProps {
  /** The server's sentence: who already has which court booked, and when. */
  message: string;
  busy: boolean;
  /** Staff only: books anyway, the same request with the override (force). Members get no override. */
  onBookAnyway: (() => void) | null;
}

/**
 * A member can hold one court at a time (the club's setting, issue 24): why the booking was refused, and for staff
 * booking for the member, a "Book anyway" that overrides it.
 */
export function MemberBusyAlert({ message, busy, onBookAnyway }: MemberBusyAlertProps) {
  return (
    <Alert color="orange" variant="light" title="Already playing at this time" role="alert">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {onBookAnyway ? (
          <>
            <Text size="sm">As staff you may book this time for them anyway.</Text>
            <Button size="xs" loading={busy} onClick={onBookAnyway} style={{ alignSelf: 'start' }}>
              Book anyway
            </Button>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}
