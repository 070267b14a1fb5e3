import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MEMBER_PROFILE_LIMITS, type MemberNote } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { formatClubDateTime } from '@fairplay/domain';
import { IconButton } from '../../../ui/IconButton';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useAddNote, useDeleteNote } from '../api/useMemberDetail';
import { DetailSection } from './DetailSection';

interface NotesSectionProps {
  memberId: number;
  notes: MemberNote[];
  canUpdate: boolean;
  timeZone: string;
  amPm: boolean;
}

/** Staff notes on the member, newest first, with who wrote each and when; staff with members update add and delete. */
export function NotesSection({ memberId, notes, canUpdate, timeZone, amPm }: NotesSectionProps) {
  const [draft, setDraft] = useState('');
  const add = useAddNote(memberId);
  const remove = useDeleteNote(memberId);
  const when = (iso: string) => formatClubDateTime(iso, timeZone, amPm);
  return (
    <DetailSection title="Notes">
      {canUpdate ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(draft, {
              onSuccess: (result) => {
                setDraft('');
                notifySuccess(result.message);
              },
            });
          }}
        >
          <Stack gap="xs">
            <Textarea
              label="New note"
              description="Only staff see notes."
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={MEMBER_PROFILE_LIMITS.noteLength}
              autosize
              minRows={2}
              error={add.isError ? errorMessage(add.error) : undefined}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} disabled={draft.trim() === ''}>
                Add note
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      {notes.length === 0 ? (
        <Text c="dimmed">No notes yet.</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
          {notes.map((note) => (
            <Stack key={note.id} gap={2} component="li">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="xs" c="dimmed">
                  {note.author?.name ?? 'Former staff'} · {when(note.created_at)}
                </Text>
                {canUpdate ? (
                  <IconButton
                    label="Delete note"
                    icon={<IconTrash size={16} />}
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables === note.id}
                    onClick={() =>
                      remove.mutate(note.id, {
                        onSuccess: (result) => notifySuccess(result.message),
                        onError: (error) => notifyError(error),
                      })
                    }
                  />
                ) : null}
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</Text>
            </Stack>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
