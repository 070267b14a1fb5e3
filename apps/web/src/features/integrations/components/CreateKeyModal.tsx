import { Button, Group, Modal, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INTEGRATION_LIMITS, type CreatedApiKey } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { applyFieldErrors } from '../../../ui/form-errors';
import { useCreateApiKey, useStaffChoices } from '../api/useIntegrations';
import { staffLabel } from '../model/integrations';

interface CreateKeyModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}

/** A new key: its name, scope and the staff member it acts as. */
export function CreateKeyModal({ opened, onClose, onCreated }: CreateKeyModalProps) {
  const staff = useStaffChoices();
  const create = useCreateApiKey();
  const form = useForm({
    initialValues: { name: '', scope: 'read', acts_as_user_id: '' },
    validate: {
      name: (value) => (value.trim() === '' ? 'Name is required.' : null),
      acts_as_user_id: (value) => (value === '' ? 'Choose the staff member the key acts as.' : null),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const result = await create.mutateAsync({
        name: values.name,
        scope: values.scope as 'read' | 'write',
        acts_as_user_id: Number(values.acts_as_user_id),
      });
      form.reset();
      onCreated(result.payload);
    } catch (error) {
      if (isApiError(error)) applyFieldErrors(form, error, ['name', 'scope', 'acts_as_user_id']);
    }
  });
  const options = (staff.data ?? []).map((person) => ({ value: String(person.user_id), label: staffLabel(person) }));
  return (
    <Modal opened={opened} onClose={onClose} title="New API key" size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorAlert message={create.error ? errorMessage(create.error) : null} />
          <TextInput
            label="Name"
            description="What the key is for, such as “Court display”."
            maxLength={INTEGRATION_LIMITS.nameMax}
            required
            {...form.getInputProps('name')}
          />
          <Radio.Group label="Scope" required {...form.getInputProps('scope')}>
            <Stack gap="xs" mt="xs">
              <Radio value="read" label="Read only (GET calls)" />
              <Radio value="write" label="Read and write" />
            </Stack>
          </Radio.Group>
          <Select
            label="Acts as"
            description="The key can do what this staff member can."
            placeholder="Choose a staff member"
            data={options}
            searchable
            required
            {...form.getInputProps('acts_as_user_id')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
