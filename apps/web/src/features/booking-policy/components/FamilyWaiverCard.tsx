import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FamilyWaiverStanding, WaiverStatus } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { formatLongDate } from '../../../ui/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useWaiverStatus } from '../api/useSignWaiver';
import { WaiverSignDialog } from './WaiverSignDialog';

/** One member's line: signed (when, by whom) or not, and a Sign button when the viewer may sign for them. */
function stateOf(entry: FamilyWaiverStanding, timeZone: string): string {
  if (entry.signed)
    return `Signed${entry.signed_at ? ` on ${formatLongDate(entry.signed_at, timeZone)}` : ''}${entry.signed_by_name ? ` by ${entry.signed_by_name}` : ''}`;
  return entry.required ? 'Not signed' : 'Not signed (not required)';
}

/**
 * The member's family and the club's waiver (issue 14): each member's state, and a Sign button for whoever the
 * signed-in member may sign for (an adult of the family signs for its children and the others; a child only for
 * themselves). Shown only when the club has a waiver on file and the member has a family.
 */
export function FamilyWaiverCard() {
  const user = useCurrentUser();
  const status = useWaiverStatus(true);
  const [signing, setSigning] = useState<WaiverStatus | null>(null);
  if (status.isError) return <ErrorAlert message={errorMessage(status.error)} live={false} />;
  const data = status.data;
  if (!data || data.version === null || data.family.length === 0) return null;
  const timeZone = user.business?.timezone ?? 'UTC';
  const signFor = (entry: FamilyWaiverStanding) =>
    setSigning({
      ...data,
      member_id: entry.member_id,
      signed: entry.signed,
      signed_at: entry.signed_at,
      signed_by_name: entry.signed_by_name,
    });
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Club waiver
        </Title>
        <Text size="sm" c="dimmed">
          Each member of the family books once the club&apos;s current waiver is signed for them.
        </Text>
        <Stack component="ul" gap={6} p={0} m={0} aria-label="Waiver by family member">
          {data.family.map((entry) => (
            <Group
              component="li"
              key={entry.member_id}
              gap="xs"
              justify="space-between"
              style={{ listStyle: 'none' }}
              aria-label={entry.member_name}
            >
              <Group gap="xs">
                <Text>{entry.member_name}</Text>
                <Badge variant="light" color={entry.signed ? 'green' : entry.required ? 'red' : 'gray'}>
                  {stateOf(entry, timeZone)}
                </Badge>
              </Group>
              {entry.can_sign && !entry.signed ? (
                <Button
                  size="xs"
                  onClick={() => signFor(entry)}
                  aria-label={`Sign the waiver for ${entry.member_name}`}
                >
                  Sign
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      </Stack>
      <WaiverSignDialog
        key={signing?.member_id ?? 0}
        standing={signing}
        defaultName={`${user.first_name} ${user.last_name}`.trim()}
        signerId={user.id}
        submitLabel="Sign"
        onSigned={() => {
          setSigning(null);
          notifySuccess('Waiver signed.', 'Success');
        }}
        onDecline={() => setSigning(null)}
      />
    </Paper>
  );
}
