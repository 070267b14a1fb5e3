import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { inviteMemberBody, type MemberTypeKey } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useInviteStaff } from '../api/useStaff';
import { STAFF_TYPE_OPTIONS } from '../model/labels';

const OPTIONS = [...STAFF_TYPE_OPTIONS, { value: 'member', label: 'Member' }];

/** Invites a person by e-mail to join as staff of a type (or as a member); accepting the link makes them that. */
export function InviteStaffModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [type, setType] = useState<MemberTypeKey>('coach');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = inviteMemberBody.safeParse({ email, member_type: type });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.');
      return;
    }
    setError(null);
    invite.mutate(parsed.data, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        setEmail('');
        onClose();
      },
      onError: (failed) => setFailure(errorMessage(failed)),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Invite by e-mail" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate aria-label="Invite staff">
        <Stack gap="sm">
          <TextInput
            label="E-mail address"
            description="They get an e-mail with a link; accepting it makes them staff of this type."
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
          />
          <Select
            label="Joins as"
            data={OPTIONS}
            value={type}
            onChange={(value) => value && setType(value as MemberTypeKey)}
            allowDeselect={false}
          />
          <ErrorAlert message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
