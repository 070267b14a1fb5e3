import {
  Alert,
  Badge,
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  Modal,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArchive, IconPencil } from '@tabler/icons-react';
import { TAG_LIMITS, TAG_MESSAGES, TAG_PICKER_COLOR, type Tag } from '@fairplay/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { IconButton } from '../../../ui/IconButton';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useArchiveTag, useCreateTag, useTagList, useUpdateTag } from '../api/useTags';
import { BusyIndicator } from '../../../ui/BusyIndicator';

interface TagForm {
  id: number | null;
  name: string;
  color: string;
}

const NEW_TAG: TagForm = { id: null, name: '', color: TAG_PICKER_COLOR };

/**
 * The tags modal (spec 2 "Facility Tags"): the club's tags with their colours, a form to add or change one (name
 * up to 30 characters with a counter, a colour picker starting at #1bb1e4), archiving after 'Are you sure to
 * delete the tag?', and the Show archived toggle (archived tags have no actions).
 */
export function TagsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [archived, setArchived] = useState(false);
  const [form, setForm] = useState<TagForm>(NEW_TAG);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useTagList(archived, opened);
  const create = useCreateTag();
  const update = useUpdateTag();
  const archive = useArchiveTag();
  const saving = create.isPending || update.isPending;

  const reset = () => {
    setForm(NEW_TAG);
    setProblem(null);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { display_name: form.name.trim(), color: form.color };
    if (!body.display_name || !/^#[0-9a-fA-F]{6}$/.test(body.color)) {
      setProblem(TAG_MESSAGES.checkData);
      return;
    }
    const done = {
      onSuccess: (result: { message: string }) => {
        notifySuccess(result.message);
        reset();
      },
      // Spec 2 section 5: a failed save says 'Please check entered data.' (the server's reason beside it).
      onError: (error: unknown) => setProblem(`${TAG_MESSAGES.checkData} ${errorMessage(error)}`),
    };
    if (form.id === null) create.mutate(body, done);
    else update.mutate({ id: form.id, body }, done);
  };
  const [toArchive, setToArchive] = useState<Tag | null>(null);
  const archiveNow = (tag: Tag) =>
    archive.mutate(tag.id, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        setToArchive(null);
        if (form.id === tag.id) reset();
      },
      onError: (error) => {
        setToArchive(null);
        notifyError(error);
      },
    });
  const confirmArchive = (tag: Tag) => setToArchive(tag);

  const tags = list.data ?? [];
  return (
    <>
      <Modal
        opened={toArchive !== null}
        onClose={() => setToArchive(null)}
        title="Delete tag"
        centered
        size="sm"
        zIndex={400}
      >
        <Stack gap="md">
          <Text>{TAG_MESSAGES.archiveConfirm}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToArchive(null)}>
              Cancel
            </Button>
            <Button color="red" loading={archive.isPending} onClick={() => toArchive && archiveNow(toArchive)}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={opened && toArchive === null} onClose={onClose} title="Facility Tags" size="lg">
        <Stack gap="md">
          <form onSubmit={submit} noValidate aria-label={form.id === null ? 'New tag' : 'Edit tag'}>
            <Stack gap="sm">
              {problem ? (
                <Alert color="red" variant="light" role="alert">
                  {problem}
                </Alert>
              ) : null}
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  label="Tag name"
                  required
                  value={form.name}
                  maxLength={TAG_LIMITS.nameMax}
                  onChange={(event) =>
                    setForm({ ...form, name: event.currentTarget.value.slice(0, TAG_LIMITS.nameMax) })
                  }
                  description={`${form.name.length}/${TAG_LIMITS.nameMax}`}
                  style={{ flex: '1 1 12rem' }}
                />
                <ColorInput
                  label="Color"
                  format="hex"
                  value={form.color}
                  onChange={(color) => setForm({ ...form, color })}
                  style={{ flex: '0 1 9rem' }}
                  popoverProps={{ withinPortal: true }}
                />
              </Group>
              <Group gap="sm" justify="flex-end">
                {form.id !== null ? (
                  <Button variant="default" onClick={reset}>
                    Cancel edit
                  </Button>
                ) : null}
                <Button type="submit" loading={saving}>
                  {form.id === null ? 'Add tag' : 'Save tag'}
                </Button>
              </Group>
            </Stack>
          </form>
          <Switch
            label="Show archived"
            checked={archived}
            onChange={(event) => setArchived(event.currentTarget.checked)}
          />
          {list.isLoading ? <BusyIndicator label="Loading tags" size="sm" /> : null}
          {list.isError ? (
            <Alert color="red" variant="light">
              {errorMessage(list.error)}
            </Alert>
          ) : null}
          {list.isSuccess && tags.length === 0 ? (
            <Text size="sm" c="dimmed">
              {archived ? 'No archived tags.' : 'No tags yet.'}
            </Text>
          ) : null}
          {tags.length > 0 ? (
            <Table aria-label={archived ? 'Archived tags' : 'Tags'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tag</Table.Th>
                  <Table.Th>Color</Table.Th>
                  {archived ? null : <Table.Th>Actions</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tags.map((tag) => (
                  <Table.Tr key={tag.id} data-tag-id={tag.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <ColorSwatch color={tag.color} size={14} aria-hidden />
                        <Text size="sm">{tag.display_name}</Text>
                        {tag.archived ? <Badge color="gray">Archived</Badge> : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {tag.color}
                      </Text>
                    </Table.Td>
                    {archived ? null : (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <IconButton
                            label={`Edit ${tag.display_name}`}
                            icon={<IconPencil size={16} />}
                            variant="subtle"
                            onClick={() => {
                              setProblem(null);
                              setForm({ id: tag.id, name: tag.display_name, color: tag.color });
                            }}
                          />
                          <IconButton
                            label={`Delete ${tag.display_name}`}
                            icon={<IconArchive size={16} />}
                            variant="subtle"
                            color="red"
                            onClick={() => confirmArchive(tag)}
                          />
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </Stack>
      </Modal>
    </>
  );
}
