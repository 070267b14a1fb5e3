import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { formatLongDate } from '../../../ui/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useDecideRequest, useJoinRequests } from '../api/useJoining';
import { InvitationsSection } from './InvitationsSection';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/** The link a club shares so customers can ask to join (the Memberships page picks it up). */
export function joinLinkOf(businessId: number): string {
  return `${window.location.origin}/private/choose-business?join=${businessId}`;
}

/**
 * Staff's join requests (members read to see, members update to decide) and invitations. It sits in Settings
 * beside the join policy until the Customers screen exists (docs/decisions.md "Joining a club").
 */
export function JoinRequestsPanel() {
  const user = useCurrentUser();
  const canDecide = can(user.member_type?.roles, 'members', 'update');
  const requests = useJoinRequests();
  const decide = useDecideRequest();
  const timeZone = user.business?.timezone;
  const link = user.business ? joinLinkOf(user.business.id) : '';

  const act = (userId: number, decision: 'approve' | 'decline', name: string) =>
    decide.mutate(
      { userId, decision },
      {
        onSuccess: () => notifySuccess(decision === 'approve' ? `${name} is now a member.` : `${name} was declined.`),
        onError: (error) => notifyError(error),
      },
    );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            Waiting for approval
          </Title>
          <Stack gap={4}>
            <Text size="sm">Customers ask to join with this link:</Text>
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Code style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{link}</Code>
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
          {requests.isPending ? <BusyIndicator label="Loading join requests" /> : null}
          <ErrorAlert message={requests.isError ? errorMessage(requests.error) : null} live={false} />
          {requests.data?.length === 0 ? <Text c="dimmed">No requests are waiting.</Text> : null}
          {requests.data && requests.data.length > 0 ? (
            <Stack component="ul" gap="sm" p={0} m={0} aria-label="Join requests">
              {requests.data.map((request) => {
                const name = `${request.first_name} ${request.last_name}`;
                const busy = decide.isPending && decide.variables.userId === request.user_id;
                return (
                  <Paper
                    component="li"
                    key={request.user_id}
                    withBorder
                    radius="md"
                    p="sm"
                    style={{ listStyle: 'none' }}
                  >
                    <Group justify="space-between" wrap="wrap" gap="sm">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={600}>{name}</Text>
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {request.email} · asked {formatLongDate(request.requested_at, timeZone)}
                        </Text>
                      </Stack>
                      {canDecide ? (
                        <Group gap="xs">
                          <Button
                            size="xs"
                            onClick={() => act(request.user_id, 'approve', name)}
                            loading={busy && decide.variables.decision === 'approve'}
                            disabled={decide.isPending}
                            aria-label={`Approve ${name}`}
                          >
                            Approve
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => act(request.user_id, 'decline', name)}
                            loading={busy && decide.variables.decision === 'decline'}
                            disabled={decide.isPending}
                            aria-label={`Decline ${name}`}
                          >
                            Decline
                          </Button>
                        </Group>
                      ) : null}
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      <InvitationsSection canInvite={canDecide} timeZone={timeZone} />
    </Stack>
  );
}
