import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { SessionUser } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useJoinClub } from '../api/useJoining';

/**
 * The card a club's join link (`?join=<club id>`) or an e-mailed invitation (`?invitation=<token>`) opens on the
 * Memberships page. Asking to join may join at once or leave a request for staff, as the club's policy says.
 */
export function JoinLinkCard({ onJoined }: { onJoined: (user: SessionUser) => void }) {
  const [params, setParams] = useSearchParams();
  const join = useJoinClub();
  const clubId = Number(params.get('join'));
  const invitation = params.get('invitation');
  const how = invitation
    ? { token: invitation }
    : Number.isInteger(clubId) && clubId > 0
      ? { businessId: clubId }
      : null;
  if (!how) return null;

  // mutateAsync: a staff invitation's session may no longer open this page, which unmounts before mutate's
  // per-call callbacks would run (the error still shows through join.isError while the page stays).
  const go = () =>
    join.mutateAsync(how).then(
      ({ payload, message }) => {
        notifySuccess(message);
        setParams({}, { replace: true });
        if (payload.business_id !== null && payload.business_id !== undefined && payload.member_type) onJoined(payload);
      },
      () => undefined,
    );

  return (
    <Paper withBorder radius="md" p="md" mb="lg" aria-labelledby="join-card-title" component="section">
      <Stack gap="sm">
        <Title order={2} size="h4" id="join-card-title">
          {invitation ? 'You are invited to join a club' : 'Join a club'}
        </Title>
        <Text size="sm">
          {invitation
            ? 'Accept the invitation to become a member and book.'
            : 'Ask to join the club of this link. Some clubs let you in at once, others ask their staff to approve you first.'}
        </Text>
        <ErrorAlert message={join.isError ? errorMessage(join.error) : null} />
        <Group>
          <Button onClick={() => void go()} loading={join.isPending}>
            {invitation ? 'Accept invitation' : 'Ask to join'}
          </Button>
          <Button variant="default" onClick={() => setParams({}, { replace: true })} disabled={join.isPending}>
            Not now
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
