import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { addMemberBody, MEMBER_ABOUT_MAX, type MemberRow } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { DateOfBirthSelect } from '../../../ui/DateOfBirthSelect';
import { applyFieldErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { schemaErrors } from '../../../ui/schema-errors';
import { useAddMember, useMemberTypes, useUpdateMember } from '../api/useMembers';
import {
  fullNameOf,
  GENDER_OPTIONS,
  MEMBER_FORM_FIELDS,
  memberBodyOf,
  memberFormValuesOf,
  type MemberFormValues,
} from '../model/member-form';

export interface MemberFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The member to edit, or null to add one. */
  member: MemberRow | null;
  /** Called with the saved member. */
  onSaved?: (member: MemberRow) => void;
}

/**
 * Add a member (POST members/add) or edit one (PUT members/update/{id}) in a modal. The form checks the same
 * schema as the server; the server's field errors land under their fields.
 */
export function MemberFormModal({ opened, onClose, member, onSaved }: MemberFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={member ? `Edit ${fullNameOf(member)}` : 'Add member'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Keyed, and unmounted while closed: each opening starts from the member's saved values. */}
      <MemberForm key={member?.id ?? 'new'} member={member} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function MemberForm({ member, onClose, onSaved }: Omit<MemberFormModalProps, 'opened'>) {
  const add = useAddMember();
  const update = useUpdateMember();
  const types = useMemberTypes();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<MemberFormValues>({
    initialValues: memberFormValuesOf(member),
    validate: (values) => {
      const errors = schemaErrors(addMemberBody, memberBodyOf(values));
      const chosen = [values.dob.year, values.dob.month, values.dob.day].filter(Boolean).length;
      if (chosen > 0 && chosen < 3) errors.dob = 'Please choose the year, month and day, or none of them.';
      return errors;
    },
  });

  const pending = add.isPending || update.isPending;
  const typeOptions = (types.data ?? [])
    .filter((type) => type.key !== 'owner')
    .map((type) => ({ value: String(type.id), label: type.name }));

  const submit = form.onSubmit((values) => {
    setBanner(null);
    const body = memberBodyOf(values);
    const handlers = {
      onSuccess: ({ payload, message }: { payload: MemberRow; message: string }) => {
        notifySuccess(message);
        onSaved?.(payload);
        onClose();
      },
      onError: (error: unknown) => {
        if (isApiError(error) && applyFieldErrors(form, error, MEMBER_FORM_FIELDS) > 0) return;
        setBanner(errorMessage(error));
      },
    };
    if (member) update.mutate({ id: member.id, body }, handlers);
    else add.mutate(body, handlers);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={member ? 'Edit member' : 'Add member'}>
      <Stack gap="md">
        {banner ? (
          <Alert color="red" variant="light" title="Error">
            {banner}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" required autoComplete="off" {...form.getInputProps('first_name')} />
          <TextInput label="Last name" required autoComplete="off" {...form.getInputProps('last_name')} />
          <TextInput
            label="E-mail"
            type="email"
            required
            autoComplete="off"
            description={member ? undefined : 'A new person gets an e-mail to set their password.'}
            {...form.getInputProps('email')}
          />
          <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <DateOfBirthSelect
          legend="Date of birth (optional)"
          value={form.values.dob}
          onChange={(dob) => form.setFieldValue('dob', dob)}
          error={typeof form.errors.dob === 'string' ? form.errors.dob : null}
        />
        <NativeSelect
          label="Gender"
          description="Used by availability rules that admit only women or only men."
          data={GENDER_OPTIONS}
          {...form.getInputProps('gender')}
        />
        {member?.member_type === 'owner' ? null : (
          <Select
            label="Member type"
            placeholder="Member"
            data={typeOptions}
            clearable
            allowDeselect
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('member_type_id')}
          />
        )}
        <Textarea
          label="About"
          description={`A note for staff, up to ${MEMBER_ABOUT_MAX} characters.`}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('about')}
        />
        <Checkbox
          label="Listed in the member directory (the member agreed)"
          {...form.getInputProps('directory_listed', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {member ? 'Save member' : 'Add member'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
