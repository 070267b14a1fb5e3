import {
  Button,
  ColorInput,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { addStaffBody, updateStaffBody, type Staff, type StaffTypeKey } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useAddStaff, useFacilityGroupOptions, useUpdateStaff } from '../api/useStaff';
import { STAFF_TYPE_OPTIONS } from '../model/labels';

interface Values {
  email: string;
  first_name: string;
  last_name: string;
  member_type: StaffTypeKey;
  facility_group_ids: string[];
  hidden: boolean;
  bio: string;
  color: string;
  phone: string;
}

function valuesOf(staff: Staff | null): Values {
  return {
    email: staff?.email ?? '',
    first_name: staff?.first_name ?? '',
    last_name: staff?.last_name ?? '',
    member_type: staff && staff.member_type !== 'member' ? staff.member_type : 'coach',
    facility_group_ids: staff?.facility_groups.map((group) => String(group.id)) ?? [],
    hidden: staff?.hidden ?? false,
    bio: staff?.bio ?? '',
    color: staff?.color ?? '',
    phone: staff?.phone ?? '',
  };
}

/**
 * Adds a staff member (an e-mail with an account adds that person; a new e-mail creates the account and e-mails a
 * link to choose a password) or edits one: member type, facility groups, hidden from members, bio, colour, phone.
 */
export function StaffFormModal({
  staff,
  opened,
  onClose,
}: {
  staff: Staff | null;
  opened: boolean;
  onClose: () => void;
}) {
  const adding = staff === null;
  const groups = useFacilityGroupOptions();
  const add = useAddStaff();
  const update = useUpdateStaff();
  const [values, setValues] = useState<Values>(() => valuesOf(staff));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((now) => ({ ...now, [key]: value }));

  const fail = (error: unknown) => {
    if (isApiError(error) && error.fieldErrors.length > 0) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const item of error.fieldErrors) next[item.field.split('.')[0] as keyof Values] = item.message;
      setErrors(next);
    }
    setFailure(errorMessage(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const common = {
      member_type: values.member_type,
      facility_group_ids: values.facility_group_ids.map(Number),
      hidden: values.hidden,
      bio: values.bio,
      color: values.color === '' ? null : values.color,
      phone: values.phone.trim() === '' ? null : values.phone,
    };
    const body = adding
      ? {
          ...common,
          email: values.email,
          ...(values.first_name.trim() ? { first_name: values.first_name } : {}),
          ...(values.last_name.trim() ? { last_name: values.last_name } : {}),
        }
      : common;
    const parsed = (adding ? addStaffBody : updateStaffBody).safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const done = (result: { message: string }) => {
      notifySuccess(result.message);
      onClose();
    };
    if (adding) add.mutate(body as Parameters<typeof add.mutate>[0], { onSuccess: done, onError: fail });
    else update.mutate({ id: staff.user_id, body: common }, { onSuccess: done, onError: fail });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={adding ? 'Add staff' : `Edit ${staff.first_name} ${staff.last_name}`}
    >
      <form onSubmit={submit} noValidate aria-label={adding ? 'Add staff' : 'Edit staff'}>
        <Stack gap="sm">
          {adding ? (
            <>
              <TextInput
                label="E-mail address"
                description="Someone with a Fairplay account is added at once; a new person gets an account and an e-mail to choose a password."
                type="email"
                required
                value={values.email}
                onChange={(event) => set('email', event.currentTarget.value)}
                error={errors.email}
              />
              <Group grow wrap="wrap" gap="sm">
                <TextInput
                  label="First name"
                  description="For a new person"
                  value={values.first_name}
                  onChange={(event) => set('first_name', event.currentTarget.value)}
                  error={errors.first_name}
                />
                <TextInput
                  label="Last name"
                  description="For a new person"
                  value={values.last_name}
                  onChange={(event) => set('last_name', event.currentTarget.value)}
                  error={errors.last_name}
                />
              </Group>
            </>
          ) : null}
          <Select
            label="Member type"
            data={STAFF_TYPE_OPTIONS}
            value={values.member_type}
            onChange={(value) => value && set('member_type', value as StaffTypeKey)}
            allowDeselect={false}
            error={errors.member_type}
          />
          <MultiSelect
            label="Facility groups"
            description="Where they work. None: all of the club's groups."
            data={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
            value={values.facility_group_ids}
            onChange={(value) => set('facility_group_ids', value)}
            error={errors.facility_group_ids}
            searchable
          />
          <Switch
            label="Hidden from members"
            description="A hidden coach is not offered to members for booking."
            checked={values.hidden}
            onChange={(event) => set('hidden', event.currentTarget.checked)}
          />
          <TextInput
            label="Phone"
            type="tel"
            value={values.phone}
            onChange={(event) => set('phone', event.currentTarget.value)}
            error={errors.phone}
          />
          <ColorInput
            label="Colour"
            description="Shown with their bookings"
            value={values.color}
            onChange={(value) => set('color', value)}
            error={errors.color}
            format="hex"
            eyeDropperButtonProps={{ 'aria-label': 'Pick the colour from the screen' }}
          />
          <Textarea
            label="Bio"
            autosize
            minRows={2}
            maxRows={6}
            value={values.bio}
            onChange={(event) => set('bio', event.currentTarget.value)}
            error={errors.bio}
          />
          <ErrorAlert message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              {adding ? 'Add staff' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
