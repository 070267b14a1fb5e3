import { Alert, Button, Stack, Text } from '@mantine/core';
import type { PolicyRefusal } from '@fairplay/contracts';
import { earliestText, suggestionText } from '../model/refusal';

interface PolicyRefusalAlertProps {
  refusal: PolicyRefusal;
  /** The server's message, naming the rule that refused the booking. */
  message: string;
  /** The courts' names by id, for a suggestion on another court. */
  courtName: (courtId: number) => string;
  timeZone: string;
  amPm: boolean;
  busy: boolean;
  /** Books the suggested slot instead. */
  onBookSuggested: (suggested: NonNullable<PolicyRefusal['suggested']>) => void;
}

/**
 * Why the club's rules refused a booking (the rule's name in the message), when the member could book that time,
 * and the nearest time they may book, with a button to book it.
 */
export function PolicyRefusalAlert(props: PolicyRefusalAlertProps) {
  const { refusal, message, courtName, timeZone, amPm, busy, onBookSuggested } = props;
  const earliest = earliestText(refusal, timeZone, amPm);
  const suggested = refusal.suggested;
  return (
    <Alert color="orange" variant="light" title="This time is not available to you" role="alert">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {earliest ? <Text size="sm">{earliest}</Text> : null}
        {suggested ? (
          <>
            <Text size="sm">
              The nearest time you can book: {courtName(suggested.court_id)},{' '}
              {suggestionText(suggested, timeZone, amPm)}.
            </Text>
            <Button size="xs" loading={busy} onClick={() => onBookSuggested(suggested)} style={{ alignSelf: 'start' }}>
              Book {suggestionText(suggested, timeZone, amPm)}
            </Button>
          </>
        ) : (
          <Text size="sm">There is no time you can book on this court in the next two weeks.</Text>
        )}
      </Stack>
    </Alert>
  );
}
