import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { addOwnFamilyMemberBody, type AddOwnFamilyMemberBody } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { DateOfBirthSelect, dobToIsoDate, EMPTY_DOB, type DobParts } from '../../../ui/DateOfBirthSelect';
import { applyFieldErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { schemaErrors } from '../../../ui/schema-errors';
import { useAddOwnFamilyMember } from '../api/useFamily';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  dob: DobParts;
  role: 'child' | 'spouse';
}

const FIELDS = ['first_name', 'last_name', 'email', 'dob', 'role'];

const bodyOf = (values: Values): AddOwnFamilyMemberBody => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  email: values.email.trim(),
  dob: dobToIsoDate(values.dob),
  role: values.role,
});

/**
 * A member adds a child or spouse who has no Fairplay account yet (POST members/family/add). The person joins the
 * club and the family and gets an e-mail to set their password; someone with an account is added by the front desk.
 */
export function AddFamilyMemberModal({ lastName, onClose }: { lastName: string; onClose: () => void }) {
  const add = useAddOwnFamilyMember();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { first_name: '', last_name: lastName, email: '', dob: EMPTY_DOB, role: 'child' },
    validate: (values) => {
      const errors = schemaErrors(addOwnFamilyMemberBody, bodyOf(values));
      const chosen = [values.dob.year, values.dob.month, values.dob.day].filter(Boolean).length;
      if (chosen > 0 && chosen < 3) errors.dob = 'Please choose the year, month and day, or none of them.';
      return errors;
    },
  });
  const submit = form.onSubmit((values) => {
    setBanner(null);
    add.mutate(bodyOf(values), {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && applyFieldErrors(form, error, FIELDS) > 0) return;
        setBanner(errorMessage(error));
      },
    });
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title="Add a child or spouse"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate aria-label="Add a family member">
        <Stack gap="md">
          {banner ? (
            <Alert color="red" variant="light" title="Not added" role="alert">
              {banner}
            </Alert>
          ) : null}
          <Radio.Group label="They are your" required {...form.getInputProps('role')}>
            <Group gap="lg" mt={4}>
              <Radio value="child" label="Child" />
              <Radio value="spouse" label="Spouse or partner" />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" required autoComplete="off" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" required autoComplete="off" {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput
            label="Their e-mail"
            type="email"
            required
            autoComplete="off"
            description="Their own address, new to Fairplay: they get a link to set a password. Someone who already has an account is added by the front desk."
            {...form.getInputProps('email')}
          />
          <DateOfBirthSelect
            legend="Date of birth (optional)"
            value={form.values.dob}
            onChange={(dob) => form.setFieldValue('dob', dob)}
            error={typeof form.errors.dob === 'string' ? form.errors.dob : null}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add to my family
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
