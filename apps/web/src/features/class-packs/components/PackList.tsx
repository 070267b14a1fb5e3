import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ClassPack } from '@fairplay/contracts';
import { formatClubDate } from '@fairplay/domain';

/** Said in words (not colour alone), in the text colour, so it reads at any contrast setting. */
const STATUS = { active: 'Active', used_up: 'Used up', expired: 'Expired' } as const;

const KIND_LABELS: Record<string, string> = { group: 'group lessons', private: 'private lessons', camp: 'camps' };

function day(iso: string, timeZone: string) {
  return formatClubDate(iso, timeZone);
}

/** Each pack: uses left of total, what it covers, its expiry, and (with `history`) every use taken or given back. */
export function PackList({ packs, timeZone, history }: { packs: ClassPack[]; timeZone: string; history: boolean }) {
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {packs.map((pack) => (
        <Stack component="li" key={pack.id} gap={4} aria-label={pack.name}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{pack.name}</Text>
            <Text size="sm" fw={600}>
              {STATUS[pack.status]}
            </Text>
          </Group>
          <Text size="sm">
            {pack.uses_left} of {pack.uses_total} uses left
          </Text>
          <Progress
            value={(pack.uses_left / pack.uses_total) * 100}
            aria-label={`${pack.uses_left} of ${pack.uses_total} uses left`}
            size="sm"
          />
          <Text size="xs" c="dimmed">
            {pack.covers.length === 0 ? 'Any lesson' : `For ${pack.covers.map((kind) => KIND_LABELS[kind]).join(', ')}`}
            {' · '}
            {pack.expires_at
              ? `${pack.status === 'expired' ? 'Expired' : 'Expires'} ${day(pack.expires_at, timeZone)}`
              : 'No expiry'}
          </Text>
          {history && pack.history.length > 0 ? (
            <Stack component="ul" gap={2} pl="md" m={0} aria-label={`${pack.name} history`}>
              {pack.history.map((use) => (
                <Text component="li" size="xs" key={use.id}>
                  {day(use.created_at, timeZone)} · {use.change < 0 ? 'Used' : 'Given back'} · {use.description}
                </Text>
              ))}
            </Stack>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
