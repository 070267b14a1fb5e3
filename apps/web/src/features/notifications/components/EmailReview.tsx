import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RecipientCount } from '@fairplay/contracts';
import { renderTemplate } from '@fairplay/domain';
import { useCurrentUser } from '../../../api/session';
import { bulkFailureMessage } from '../model/messages';

interface EmailReviewProps {
  subject: string;
  message: string;
  count: RecipientCount;
  sending: boolean;
  onSend: () => void;
  onBack: () => void;
}

/** "5 members" or "1 member". */
export function membersLabel(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

/**
 * The last look before a bulk e-mail goes: whom it reaches, the e-mail as a recipient reads it (the placeholders
 * filled with the sender's own first name and the club), and the send itself, which names the count again.
 */
export function EmailReview({ subject, message, count, sending, onSend, onBack }: EmailReviewProps) {
  const user = useCurrentUser();
  const values = { first_name: user.first_name, club: user.business?.name ?? '' };
  return (
    <Stack gap="sm" component="section" aria-labelledby="email-review">
      <Title order={3} size="h4" id="email-review">
        Check before sending
      </Title>
      <Text>
        This e-mail goes to <strong>{membersLabel(count.recipients)}</strong>
        {count.skipped > 0 ? ` (${membersLabel(count.skipped)} unsubscribed and left out)` : ''}.
      </Text>
      <Paper withBorder p="md" radius="md" aria-label="Preview">
        <Text size="xs" c="dimmed" mb={4}>
          Preview, with your first name where each recipient sees theirs
        </Text>
        <Text fw={700}>{renderTemplate(subject, values)}</Text>
        <Text style={{ whiteSpace: 'pre-wrap' }} mt="xs">
          {renderTemplate(message, values)}
        </Text>
      </Paper>
      {count.recipients === 0 ? (
        <Alert color="yellow" variant="light">
          Nobody can receive this e-mail: choose other recipients.
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button onClick={onSend} loading={sending} disabled={count.recipients === 0}>
          Send to {membersLabel(count.recipients)}
        </Button>
        <Button variant="default" onClick={onBack} disabled={sending}>
          Back to edit
        </Button>
      </Group>
    </Stack>
  );
}

/** Under the recipients: how many the e-mail reaches, counted as they are chosen. */
export function RecipientCountLine({ counted, error }: { counted: RecipientCount | null; error: unknown }) {
  const skipped = counted && counted.skipped > 0 ? ` (${counted.skipped} unsubscribed)` : '';
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-recipient-count>
      {counted
        ? `Reaches ${membersLabel(counted.recipients)}${skipped}`
        : error
          ? bulkFailureMessage(error)
          : 'Counting recipients…'}
    </Text>
  );
}

/** Spec 3 section 8: a failed send shows the server's message, else 'Operaition failed'. */
export function SendFailure({ error }: { error: unknown }) {
  return (
    <Alert color="yellow" variant="light" title="Warning" role="alert">
      {bulkFailureMessage(error)}
    </Alert>
  );
}
