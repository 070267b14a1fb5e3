import { Alert, Button, ColorInput, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { createServiceTypeBody, SERVICE_TYPE_COLORS, SERVICE_TYPE_LIMITS } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { schemaErrors } from '../../../ui/schema-errors';
import { useCreateServiceType } from '../api/useServiceTypes';

interface Props {
  opened: boolean;
  onClose: () => void;
}

const FIELDS = ['display_name', 'color', 'court_time'] as const;

/** The create-service-type modal (spec 1 section 2): a 2 to 30 character name and a colour, #1bb1e4 by default. */
export function CreateServiceTypeModal({ opened, onClose }: Props) {
  const create = useCreateServiceType();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm({
    initialValues: { display_name: '', color: SERVICE_TYPE_COLORS.createDefault as string, court_time: true },
    validate: (values) => schemaErrors(createServiceTypeBody, values),
  });
  const close = () => {
    form.reset();
    setBanner(null);
    onClose();
  };
  const submit = form.onSubmit((values) => {
    setBanner(null);
    create.mutate(values, {
      onSuccess: (type) => {
        notifySuccess(`Service type "${type.display_name}" created.`);
        close();
      },
      onError: (error) => {
        if (isApiError(error) && applyFieldErrors(form, error, FIELDS) > 0) return;
        setBanner(errorMessage(error));
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title="Create service type" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {banner ? (
            <Alert color="red" variant="light" title="Error">
              {banner}
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            required
            description={`${form.values.display_name.length} / ${SERVICE_TYPE_LIMITS.nameMax} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('display_name')}
            onChange={(event) =>
              form.setFieldValue('display_name', event.currentTarget.value.slice(0, SERVICE_TYPE_LIMITS.nameMax))
            }
          />
          <ColorInput label="Colour" format="hex" required {...form.getInputProps('color')} />
          <Switch
            label="Members may book court time as this type"
            description="Off for lesson and coaching types: members booking court time do not see them."
            {...form.getInputProps('court_time', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
