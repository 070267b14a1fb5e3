import { Paper, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useMemberPacks } from '../api/useClassPacks';
import { PackList } from './PackList';

/** The member's own class packs on their home: uses left, expiry and what they were used for. Hidden without any. */
export function MyPacksCard() {
  const user = useCurrentUser();
  const packs = useMemberPacks(user.user_id);
  if (!packs.isError && (packs.data ?? []).length === 0) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="my-packs-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="my-packs-title">
          My class packs
        </Title>
        <ErrorAlert message={packs.isError ? errorMessage(packs.error) : null} live={false} />
        {packs.data ? <PackList packs={packs.data} timeZone={user.business!.timezone} history /> : null}
      </Stack>
    </Paper>
  );
}
