import { Badge, Group } from '@mantine/core';
import { formatCount } from '@fairplay/domain';
import { MEMBER_IMPORT_ACTIONS, type MemberImportCounts } from '@fairplay/contracts';
import { ACTION_COLORS, ACTION_LABELS } from '../model/labels';

/** The dry run's or the import's counts, one badge per outcome. */
export function CountBadges({ counts }: { counts: MemberImportCounts }) {
  return (
    <Group gap="xs" aria-label="Summary">
      <Badge variant="outline" color="dark" size="lg">
        {formatCount(counts.rows)} rows
      </Badge>
      {MEMBER_IMPORT_ACTIONS.map((action) => (
        <Badge key={action} color={ACTION_COLORS[action]} variant="filled" size="lg">
          {ACTION_LABELS[action]}: {formatCount(counts[action])}
        </Badge>
      ))}
    </Group>
  );
}
