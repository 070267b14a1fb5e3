import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  NOTIFICATION_KINDS,
  OUTBOX_KIND_LABELS,
  type InAppNotification,
  type MailPreferences,
} from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError } from '../../../ui/notify';
import { useMarkRead, useMyNotifications, usePreferences, useSavePreferences } from '../api/useNotifications';
import { clubDateTime } from '../model/messages';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/** One notification of the bell or the page: title, text, when, and a link to the booking when it still exists. */
export function NotificationItem({ item, onOpen }: { item: InAppNotification; onOpen?: () => void }) {
  const user = useCurrentUser();
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap">
        {item.read ? null : (
          <Text component="span" size="xs" c="fairplay.8" fw={700}>
            New
          </Text>
        )}
        <Text size="sm" fw={600}>
          {item.link ? (
            <Link to={item.link} onClick={onOpen}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {item.body}
      </Text>
      <Text size="xs" c="dimmed">
        {clubDateTime(item.created_at, user.business?.timezone, user.business?.am_pm ?? true)}
      </Text>
    </Stack>
  );
}

/** The person's own notifications in this club, and their mail preferences. */
export function MyNotifications() {
  const mine = useMyNotifications();
  const markRead = useMarkRead();
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            My notifications
          </Title>
          {mine.data && mine.data.unread > 0 ? (
            <Button variant="light" size="xs" onClick={() => markRead.mutate(undefined)} loading={markRead.isPending}>
              Mark all as read
            </Button>
          ) : null}
        </Group>
        {mine.isPending ? <BusyIndicator label="Loading notifications" size="sm" /> : null}
        <ErrorAlert message={mine.isError ? errorMessage(mine.error) : null} live={false} />
        {mine.data && mine.data.rows.length === 0 ? <Text c="dimmed">No notifications yet.</Text> : null}
        {mine.data?.rows.map((item) => (
          <Card key={item.id} withBorder padding="sm">
            <NotificationItem item={item} />
          </Card>
        ))}
      </Stack>
      <MailPreferencesForm />
    </Stack>
  );
}

const PREFERENCE_LABELS: Record<(typeof NOTIFICATION_KINDS)[number], string> = {
  booking_created: 'E-mail me when I am booked',
  booking_changed: 'E-mail me when my booking changes',
  booking_cancelled: 'E-mail me when my booking is cancelled',
  booking_reminder: 'E-mail me a reminder before my booking',
  staff_message: 'E-mail me messages from staff about my bookings',
};

/** E-mail on or off per kind, and marketing (off is the same as the unsubscribe link). Each switch saves at once. */
function MailPreferencesForm() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  if (!preferences.data) return preferences.isPending ? <BusyIndicator label="Loading preferences" size="sm" /> : null;
  const current = preferences.data;
  const change = (next: MailPreferences) => save.mutate(next, { onError: (error) => notifyError(error) });
  return (
    <Stack gap="xs" component="section" aria-labelledby="mail-preferences">
      <Title order={2} size="h3" id="mail-preferences">
        E-mail preferences
      </Title>
      {NOTIFICATION_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={PREFERENCE_LABELS[kind]}
          checked={current.email[kind]}
          disabled={save.isPending}
          onChange={(event) => change({ ...current, email: { ...current.email, [kind]: event.currentTarget.checked } })}
        />
      ))}
      <Switch
        label="Club news and offers (bulk e-mail)"
        checked={current.marketing}
        disabled={save.isPending}
        onChange={(event) => change({ ...current, marketing: event.currentTarget.checked })}
      />
      <Text size="xs" c="dimmed">
        Turning an e-mail off keeps it in your notifications here. Password resets and other account e-mails are always
        sent. {OUTBOX_KIND_LABELS.marketing} is what the club sends to many members at once.
      </Text>
    </Stack>
  );
}
