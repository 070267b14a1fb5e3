import { Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useMemberPacks } from '../api/useClassPacks';
import { PackList } from './PackList';

/** The member detail's class packs for staff: each pack's uses left and its use / give-back history. */
export function MemberPacksSection({ memberId }: { memberId: number }) {
  const user = useCurrentUser();
  const packs = useMemberPacks(memberId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="member-packs-title">
      <Text fw={600} id="member-packs-title">
        Class packs
      </Text>
      {packs.isPending ? <BusyIndicator label="Loading class packs" /> : null}
      <ErrorAlert message={packs.isError ? errorMessage(packs.error) : null} live={false} />
      {packs.data && packs.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No class packs.
        </Text>
      ) : null}
      {packs.data ? <PackList packs={packs.data} timeZone={user.business!.timezone} history /> : null}
    </Stack>
  );
}
