import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDownload, IconPencil } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { groupNameField, type Group as GroupRow } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { IconButton } from '../../../ui/IconButton';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { downloadGroupReport, useArchiveGroup, useRenameGroup } from '../api/useGroups';

/** A group's row actions: rename, archive or restore (groups update), and its CSV report (groups read). */
export function GroupActions({ group, canUpdate }: { group: GroupRow; canUpdate: boolean }) {
  const [renaming, setRenaming] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadGroupReport(group)
      .catch(notifyError)
      .finally(() => setDownloading(false));
  };
  return (
    <Group gap={4} wrap="nowrap">
      {canUpdate && !group.archived ? (
        <IconButton
          label={`Rename ${group.name}`}
          icon={<IconPencil size={18} />}
          variant="subtle"
          onClick={() => setRenaming(true)}
        />
      ) : null}
      {canUpdate ? (
        <IconButton
          label={group.archived ? `Restore ${group.name}` : `Archive ${group.name}`}
          icon={group.archived ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
          variant="subtle"
          onClick={() => setArchiving(true)}
        />
      ) : null}
      <IconButton
        label={`Download ${group.name} as CSV`}
        icon={<IconDownload size={18} />}
        variant="subtle"
        loading={downloading}
        onClick={download}
      />
      {renaming ? <RenameModal group={group} onClose={() => setRenaming(false)} /> : null}
      {archiving ? <ArchiveModal group={group} onClose={() => setArchiving(false)} /> : null}
    </Group>
  );
}

function RenameModal({ group, onClose }: { group: GroupRow; onClose: () => void }) {
  const rename = useRenameGroup();
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = groupNameField.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the name.');
      return;
    }
    rename.mutate(
      { id: group.id, name: parsed.data },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title="Rename group">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Group name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            maxLength={60}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ArchiveModal({ group, onClose }: { group: GroupRow; onClose: () => void }) {
  const archive = useArchiveGroup();
  const restoring = group.archived;
  const confirm = () =>
    archive.mutate(
      { id: group.id, archived: !restoring },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onClose();
        },
        onError: (failure) => {
          notifyError(failure);
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={restoring ? 'Restore group' : 'Archive group'}>
      <Stack>
        <Text>
          {restoring
            ? `Restore ${group.name}? It can take new members again.`
            : `Archive ${group.name}? It keeps its members but leaves the lists, and can be restored later.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={archive.isPending} color={restoring ? undefined : 'red'}>
            {restoring ? 'Restore' : 'Archive'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
