import { Button, Group, Modal, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MEMBER_PROFILE_LIMITS, type LevelType } from '@fairplay/contracts';
import { isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { IconButton } from '../../../ui/IconButton';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useDeleteLevelType, useLevelTypes, useSaveLevelType } from '../api/useMemberDetail';
import { BusyIndicator } from '../../../ui/BusyIndicator';

interface Draft {
  id: number | null;
  name: string;
  levels: string[];
}

const EMPTY: Draft = { id: null, name: '', levels: [] };

/**
 * The club's own level types (e.g. "Junior Academy": Red, Orange, Green; "Pickleball DUPR-like": 2.0 to 6.0):
 * add, rename, change their levels (a level taken out is taken from the members who had it) and remove.
 */
export function LevelTypesManager({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const types = useLevelTypes();
  const save = useSaveLevelType();
  const remove = useDeleteLevelType();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const fieldError = (field: string) =>
    save.isError && isApiError(save.error)
      ? save.error.fieldErrors.find((error) => error.field === field || error.field.startsWith(`${field}.`))?.message
      : undefined;
  const edit = (type: LevelType) => {
    save.reset();
    setDraft({ id: type.id, name: type.name, levels: type.levels });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Level types" size="lg">
      <Stack gap="md">
        {types.isLoading ? <BusyIndicator label="Loading level types" size="sm" /> : null}
        {types.data?.length === 0 ? <Text c="dimmed">No level types yet.</Text> : null}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Level types">
          {types.data?.map((type) => (
            <Group key={type.id} component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>{type.name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {type.levels.join(' · ')} — {type.members_count} {type.members_count === 1 ? 'member' : 'members'}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <IconButton
                  label={`Edit ${type.name}`}
                  icon={<IconPencil size={16} />}
                  variant="subtle"
                  onClick={() => edit(type)}
                />
                <IconButton
                  label={`Remove ${type.name}`}
                  icon={<IconTrash size={16} />}
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    const warning =
                      type.members_count > 0
                        ? `Remove ${type.name}? ${type.members_count} members lose their level in it.`
                        : `Remove ${type.name}?`;
                    if (!window.confirm(warning)) return;
                    remove.mutate(type.id, {
                      onSuccess: (result) => notifySuccess(result.message),
                      onError: (error) => notifyError(error),
                    });
                  }}
                />
              </Group>
            </Group>
          ))}
        </Stack>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { id: draft.id, body: { name: draft.name, levels: draft.levels } },
              {
                onSuccess: (result) => {
                  notifySuccess(result.message);
                  setDraft(EMPTY);
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            <Text fw={600}>{draft.id === null ? 'Add a level type' : `Edit ${draft.name || 'level type'}`}</Text>
            <TextInput
              label="Name"
              value={draft.name}
              maxLength={MEMBER_PROFILE_LIMITS.levelTypeName}
              onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
              error={fieldError('name')}
            />
            <TagsInput
              label="Levels"
              description="In the order members progress; press Enter after each."
              value={draft.levels}
              onChange={(levels) => setDraft({ ...draft, levels })}
              maxTags={MEMBER_PROFILE_LIMITS.levelsPerType}
              error={fieldError('levels')}
            />
            {save.isError && fieldError('name') === undefined && fieldError('levels') === undefined ? (
              <ErrorAlert message={save.error.message} />
            ) : null}
            <Group justify="flex-end">
              {draft.id !== null ? (
                <Button variant="default" onClick={() => setDraft(EMPTY)}>
                  Cancel
                </Button>
              ) : null}
              <Button type="submit" loading={save.isPending}>
                {draft.id === null ? 'Add level type' : 'Save level type'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
