import { Button, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { NTRP_VALUES, type MemberLevels } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { useSetLevels } from '../api/useMemberDetail';
import { DetailSection } from './DetailSection';
import { LevelTypesManager } from './LevelTypesManager';

const NOT_SET = '';
const NTRP_OPTIONS = [
  { value: NOT_SET, label: 'Not rated' },
  ...NTRP_VALUES.map((value) => ({ value: value.toFixed(1), label: value.toFixed(1) })),
];

interface LevelsSectionProps {
  memberId: number;
  levels: MemberLevels;
  canUpdate: boolean;
}

/**
 * The member's NTRP rating and their level in each of the club's level types. The form starts again from the
 * saved levels whenever they change (a save, or a level type added or changed in the manager, which stays open).
 */
export function LevelsSection({ memberId, levels, canUpdate }: LevelsSectionProps) {
  const [managing, setManaging] = useState(false);
  return (
    <DetailSection
      title="Levels"
      actions={
        canUpdate ? (
          <Button variant="subtle" size="xs" onClick={() => setManaging(true)}>
            Manage level types
          </Button>
        ) : null
      }
    >
      <LevelsForm key={JSON.stringify(levels)} memberId={memberId} levels={levels} canUpdate={canUpdate} />
      {canUpdate ? <LevelTypesManager opened={managing} onClose={() => setManaging(false)} /> : null}
    </DetailSection>
  );
}

function LevelsForm({ memberId, levels, canUpdate }: LevelsSectionProps) {
  const [ntrp, setNtrp] = useState(levels.level_ntrp === null ? NOT_SET : levels.level_ntrp.toFixed(1));
  const [chosen, setChosen] = useState<Record<number, string>>(() =>
    Object.fromEntries(levels.levels.map((entry) => [entry.level_type_id, entry.level ?? NOT_SET])),
  );
  const save = useSetLevels(memberId);
  const fieldError = (field: string) =>
    save.isError && isApiError(save.error)
      ? save.error.fieldErrors.find((error) => error.field === field)?.message
      : undefined;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            level_ntrp: ntrp === NOT_SET ? null : Number(ntrp),
            levels: levels.levels.map((entry) => ({
              level_type_id: entry.level_type_id,
              level: (chosen[entry.level_type_id] ?? NOT_SET) === NOT_SET ? null : chosen[entry.level_type_id]!,
            })),
          },
          { onSuccess: (result) => notifySuccess(result.message) },
        );
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="NTRP"
          description="1.0 to 7.0 in steps of 0.5"
          data={NTRP_OPTIONS}
          value={ntrp}
          onChange={(value) => setNtrp(value ?? NOT_SET)}
          readOnly={!canUpdate}
          allowDeselect={false}
          error={fieldError('level_ntrp')}
        />
        {levels.levels.map((entry, index) => (
          <Select
            key={entry.level_type_id}
            label={entry.level_type}
            data={[
              { value: NOT_SET, label: 'No level' },
              ...entry.choices.map((choice) => ({ value: choice, label: choice })),
            ]}
            value={chosen[entry.level_type_id] ?? NOT_SET}
            onChange={(value) => setChosen((current) => ({ ...current, [entry.level_type_id]: value ?? NOT_SET }))}
            readOnly={!canUpdate}
            allowDeselect={false}
            error={fieldError(`levels.${index}.level`) ?? fieldError(`levels.${index}.level_type_id`)}
          />
        ))}
      </SimpleGrid>
      {levels.levels.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          The club has no level types of its own yet{canUpdate ? ': add them with Manage level types.' : '.'}
        </Text>
      ) : null}
      {save.isError && !isApiError(save.error) ? (
        <Text c="red.8" size="sm" role="alert" mt="sm">
          {errorMessage(save.error)}
        </Text>
      ) : null}
      {canUpdate ? (
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending}>
            Save levels
          </Button>
        </Group>
      ) : null}
    </form>
  );
}
