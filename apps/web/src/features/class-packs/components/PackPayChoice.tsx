import { Button, Stack, Text } from '@mantine/core';
import type { ClassPack } from '@fairplay/contracts';
import { packIssue } from '@fairplay/domain';
import { useMemberPacks } from '../api/useClassPacks';

/**
 * In a lesson's checkout: the member's packs that can pay for this place (live, with uses, covering the kind), each
 * a button "Use <pack> (n left)". Shows nothing when none can.
 */
export function PackPayChoice(props: {
  memberId: number;
  kind: string;
  start: string;
  busy: boolean;
  onUse: (pack: ClassPack) => void;
}) {
  const packs = useMemberPacks(props.memberId);
  const now = new Date();
  const usable = (packs.data ?? []).filter(
    (pack) =>
      packIssue(
        {
          usesLeft: pack.uses_left,
          covers: pack.covers,
          expiresAt: pack.expires_at ? new Date(pack.expires_at) : null,
        },
        { kind: props.kind, start: new Date(props.start) },
        now,
      ) === null,
  );
  if (usable.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Pay with a class pack">
      <Text size="sm" fw={600}>
        Pay with a class pack
      </Text>
      {usable.map((pack) => (
        <Button key={pack.id} variant="light" loading={props.busy} onClick={() => props.onUse(pack)}>
          {`Use ${pack.name} (${pack.uses_left} left)`}
        </Button>
      ))}
    </Stack>
  );
}
