import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { inviteMemberBody } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { formatLongDate } from '../../../ui/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useInvitations, useInvite } from '../api/useJoining';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/** Invite people by e-mail (members update) and see who was invited and who accepted. */
export function InvitationsSection({ canInvite, timeZone }: { canInvite: boolean; timeZone?: string }) {
  const invitations = useInvitations();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteMemberBody.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.');
      return;
    }
    setError(null);
    invite.mutate(parsed.data.email, {
      onSuccess: (result) => {
        setEmail('');
        notifySuccess(result.message);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          Invitations
        </Title>
        {canInvite ? (
          <form onSubmit={submit} noValidate aria-label="Invite by e-mail">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label="E-mail address"
                description="They get an e-mail with a link that lets them join at once."
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={error}
                style={{ flex: '1 1 16rem' }}
              />
              <Button type="submit" loading={invite.isPending}>
                Send invitation
              </Button>
            </Group>
          </form>
        ) : null}
        {invitations.isPending ? <BusyIndicator label="Loading invitations" /> : null}
        <ErrorAlert message={invitations.isError ? errorMessage(invitations.error) : null} live={false} />
        {invitations.data?.length === 0 ? <Text c="dimmed">Nobody has been invited yet.</Text> : null}
        {invitations.data && invitations.data.length > 0 ? (
          <Stack component="ul" gap={6} p={0} m={0} aria-label="Invitations sent">
            {invitations.data.map((invitation) => (
              <Group
                component="li"
                key={invitation.id}
                justify="space-between"
                wrap="wrap"
                gap="xs"
                style={{ listStyle: 'none' }}
              >
                <Text style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {formatLongDate(invitation.created_at, timeZone)}
                  </Text>
                  <Badge
                    variant={invitation.accepted_at ? 'light' : 'outline'}
                    color={invitation.accepted_at ? undefined : 'gray.8'}
                  >
                    {invitation.accepted_at ? 'Joined' : 'Invited'}
                  </Badge>
                </Group>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
