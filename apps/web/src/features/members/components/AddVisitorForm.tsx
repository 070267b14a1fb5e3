import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { addVisitorBody, type AddVisitorBody } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { schemaErrors } from '../../../ui/schema-errors';
import { useAddVisitor } from '../api/useMembers';

interface VisitorValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

const FIELDS = ['first_name', 'last_name', 'email', 'phone'];
const EMPTY: VisitorValues = { first_name: '', last_name: '', email: '', phone: '' };

const bodyOf = (values: VisitorValues): AddVisitorBody => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim() || null,
});

/**
 * "Add visitor" on the visitors list: a person who is not a member (a walk-in, a guest paying at the desk), by
 * POST members/add-visitor. No e-mail goes to them; they can become a member later by e-mail ("Make member").
 */
export function AddVisitorButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Add visitor
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Add visitor"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {/* Unmounted while closed: each opening starts empty. */}
        <AddVisitorForm onClose={() => setOpened(false)} />
      </Modal>
    </>
  );
}

function AddVisitorForm({ onClose }: { onClose: () => void }) {
  const add = useAddVisitor();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<VisitorValues>({
    initialValues: EMPTY,
    validate: (values) => schemaErrors(addVisitorBody, bodyOf(values)),
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
    <form onSubmit={submit} noValidate aria-label="Add visitor">
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
            description="Needed to make them a member later."
            {...form.getInputProps('email')}
          />
          <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add visitor
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
