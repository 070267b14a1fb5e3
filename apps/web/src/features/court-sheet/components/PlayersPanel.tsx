import { Badge, Button, Checkbox, Group, List, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconButton } from '../../../ui/IconButton';
import { IconCircleCheck, IconX } from '@tabler/icons-react';
import { formatInstantClock } from '@fairplay/domain';
import { APPOINTMENT_LIMITS, personNameText, type CourtSheetEvent, type Participant } from '@fairplay/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { useAppointmentWrites } from '../api/useAppointmentWrites';
import { cleanName } from '../api/useMemberSearch';
import { MemberPicker } from './MemberPicker';
import { ErrorAlert } from '../../../ui/ErrorAlert';

const KIND_LABELS = { booker: 'Booked by', partner: 'Partner', guest: 'Guest' } as const;

interface PlayersPanelProps {
  event: CourtSheetEvent;
  /** Staff may add and remove players; everyone else reads the list. */
  editable: boolean;
  /** Whether later events of the same series follow this one (a one-off booking has none to include). */
  hasFollowing: boolean;
  /** The club's clock, for the front desk's check-in times. */
  timeZone: string;
  amPm: boolean;
}

/**
 * Who plays: the booker, partners and guests. Staff add a member (book_for) or a named guest, for this event or
 * the following ones too, and take a member off (cancel_for) or a guest out (update with the guest list).
 */
export function PlayersPanel({ event, editable, hasFollowing, timeZone, amPm }: PlayersPanelProps) {
  const { bookFor, cancelFor, update } = useAppointmentWrites();
  const [kind, setKind] = useState<'member' | 'guest'>('member');
  const [member, setMember] = useState('');
  const [guest, setGuest] = useState('');
  const [following, setFollowing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const people = event.record.bookings;
  const busy = bookFor.isPending || cancelFor.isPending || update.isPending;
  const fail = (error: unknown) => setProblem(errorMessage(error));

  const add = () => {
    setProblem(null);
    if (kind === 'member' && !member) return setProblem('Please choose a member.');
    const name = guest.trim().replace(/\s+/g, ' ');
    const check = personNameText.safeParse(name);
    if (kind === 'guest' && !check.success) return setProblem(check.error.issues[0]?.message ?? 'Please enter a name.');
    bookFor.mutate(
      {
        id: event.id,
        member: kind === 'member' ? Number(member) : null,
        guest: kind === 'guest' ? name : null,
        following,
      },
      {
        onSuccess: () => {
          notifySuccess('The player was added.', 'Success');
          setMember('');
          setGuest('');
        },
        onError: fail,
      },
    );
  };

  const remove = (person: Participant) => {
    setProblem(null);
    const done = { onSuccess: () => notifySuccess(`${person.full_name} was removed.`, 'Success'), onError: fail };
    if (person.user_id !== null) {
      cancelFor.mutate({ id: event.id, userId: person.user_id, following }, done);
      return;
    }
    const guests = people
      .filter((other) => other.kind === 'guest' && other.id !== person.id)
      .map((other) => other.full_name);
    update.mutate({ id: event.id, body: { mode: 0, guests, force: false } }, done);
  };

  return (
    <Stack gap="sm">
      <ErrorAlert message={problem} />
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody booked yet
        </Text>
      ) : (
        <List size="sm" aria-label="Participants" listStyleType="none" spacing={4}>
          {people.map((person) => (
            <List.Item key={person.id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">
                  {person.full_name} ({KIND_LABELS[person.kind]})
                </Text>
                {person.checked_in_at ? (
                  <Badge size="sm" variant="light" color="teal" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                    Checked in {formatInstantClock(person.checked_in_at, timeZone, amPm)}
                  </Badge>
                ) : null}
                {editable ? (
                  <IconButton
                    variant="subtle"
                    color="red"
                    size="sm"
                    label={`Remove ${person.full_name}`}
                    disabled={busy}
                    onClick={() => remove(person)}
                    icon={<IconX size={14} />}
                  />
                ) : null}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {editable ? (
        <Stack gap="xs">
          <SegmentedControl
            aria-label="Player to add"
            value={kind}
            onChange={(value) => setKind(value as 'member' | 'guest')}
            data={[
              { value: 'member', label: 'Member' },
              { value: 'guest', label: 'Guest' },
            ]}
          />
          {kind === 'member' ? (
            <MemberPicker label="Member to add" value={member} onChange={setMember} />
          ) : (
            <TextInput
              label="Guest name"
              description="Letters and spaces only"
              maxLength={APPOINTMENT_LIMITS.guestNameMax}
              value={guest}
              onChange={(change) => setGuest(cleanName(change.currentTarget.value))}
            />
          )}
          {hasFollowing ? (
            <Checkbox
              label="Also for the following events of this series"
              checked={following}
              onChange={(change) => setFollowing(change.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button onClick={add} loading={bookFor.isPending}>
              Add player
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
