import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MEMBER_TYPE_NAMES } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { formatLongDate } from '../../../ui/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useInvitationAction, useStaffInvitations } from '../api/useStaff';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/** The invitations nobody has accepted yet, with Resend (a new link) and Revoke (the link stops working). */
export function PendingInvitations({ canManage, timeZone }: { canManage: boolean; timeZone?: string }) {
  const invitations = useStaffInvitations();
  const act = useInvitationAction();
  const pending = (invitations.data ?? []).filter((invitation) => invitation.accepted_at === null);

  const run = (id: number, action: 'resend' | 'revoke', email: string) =>
    act.mutate(
      { id, action },
      {
        onSuccess: (result) => notifySuccess(action === 'resend' ? result.message : `Invitation to ${email} revoked.`),
        onError: (error) => notifyError(error),
      },
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Pending invitations
        </Title>
        {invitations.isPending ? <BusyIndicator label="Loading invitations" /> : null}
        <ErrorAlert message={invitations.isError ? errorMessage(invitations.error) : null} live={false} />
        {invitations.data && pending.length === 0 ? <Text c="dimmed">No invitation is waiting.</Text> : null}
        {pending.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Pending invitations">
            {pending.map((invitation) => (
              <Group
                component="li"
                key={invitation.id}
                justify="space-between"
                wrap="wrap"
                gap="xs"
                style={{ listStyle: 'none' }}
              >
                <Stack gap={0}>
                  <Text style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Text>
                  <Text size="sm" c="dimmed">
                    Sent {formatLongDate(invitation.created_at, timeZone)}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Badge variant="outline" color="gray.8">
                    {MEMBER_TYPE_NAMES[invitation.member_type]}
                  </Badge>
                  {canManage ? (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Resend invitation to ${invitation.email}`}
                        onClick={() => run(invitation.id, 'resend', invitation.email)}
                      >
                        Resend
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Revoke invitation to ${invitation.email}`}
                        onClick={() => run(invitation.id, 'revoke', invitation.email)}
                      >
                        Revoke
                      </Button>
                    </>
                  ) : null}
                </Group>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
