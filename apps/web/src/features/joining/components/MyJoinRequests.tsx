import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { JoinRequestOfUser, SessionUser } from '@fairplay/contracts';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useJoinClub } from '../api/useJoining';

// Badge colours that keep AA contrast: the theme's primary in the light variant, dark red filled.
const STATUS: Record<JoinRequestOfUser['status'], { label: string; color?: string; variant: string; text: string }> = {
  pending: {
    label: 'Waiting for approval',
    variant: 'light',
    text: 'The club will e-mail you once staff approve your request. Until then you cannot book.',
  },
  declined: {
    label: 'Declined',
    color: 'red.9',
    variant: 'filled',
    text: 'The club has declined your request. Please contact the club.',
  },
  invited: { label: 'Invited', variant: 'light', text: 'The club has invited you. Join to book and play.' },
};

/** The user's requests to join clubs and the clubs inviting them (session `join_requests`). */
export function MyJoinRequests({ user, onJoined }: { user: SessionUser; onJoined: (user: SessionUser) => void }) {
  const join = useJoinClub();
  if (user.join_requests.length === 0) return null;
  // mutateAsync, not mutate's callbacks: accepting a staff invitation makes the account a business user, whose
  // session no longer opens this page, so the page unmounts before per-call callbacks would run.
  const accept = (businessId: number) =>
    join.mutateAsync({ businessId }).then(
      ({ payload, message }) => {
        notifySuccess(message);
        if (payload.business_id === businessId) onJoined(payload);
      },
      (error: unknown) => notifyError(error),
    );
  return (
    <Stack gap="sm" mb="lg">
      <Title order={2} size="h4">
        Requests and invitations
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} aria-label="Requests and invitations">
        {user.join_requests.map((request) => {
          const status = STATUS[request.status];
          return (
            <Paper component="li" key={request.business_id} withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {request.business_name}
                    </Text>
                    <Badge color={status.color} variant={status.variant}>
                      {status.label}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {status.text}
                  </Text>
                </Stack>
                {request.status === 'invited' ? (
                  <Button
                    onClick={() => void accept(request.business_id)}
                    loading={join.isPending}
                    aria-label={`Join ${request.business_name}`}
                  >
                    Join
                  </Button>
                ) : null}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
