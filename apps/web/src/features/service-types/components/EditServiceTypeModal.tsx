import { Alert, Button, ColorInput, Fieldset, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { SERVICE_TYPE_LIMITS, updateServiceTypeBody, type ServiceType } from '@fairplay/contracts';
import { durationOptions, minMaxDurationIssues } from '@fairplay/domain';
import { errorMessage, isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../ui/form-errors';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { schemaErrors } from '../../../ui/schema-errors';
import { useSetServiceTypeHidden, useUpdateServiceType } from '../api/useServiceTypes';

interface Props {
  type: ServiceType;
  /** The club's booking step (business.booking_to_start): min and max go in its steps. */
  step: number;
  canEdit: boolean;
  onClose: () => void;
  onArchived: () => void;
}

const FIELDS = [
  'display_name',
  'color',
  'court_time',
  'is_min_max_enabled',
  'min_list_duration',
  'max_list_duration',
] as const;

/** View or edit one service type; min and max per booking step; Archive hides it. */
export function EditServiceTypeModal({ type, step, canEdit, onClose, onArchived }: Props) {
  const update = useUpdateServiceType(type.id);
  const archive = useSetServiceTypeHidden();
  const [banner, setBanner] = useState<string | null>(null);
  const options = durationOptions(step).map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));
  const form = useForm({
    initialValues: {
      display_name: type.display_name,
      color: type.color,
      court_time: type.court_time,
      is_min_max_enabled: type.is_min_max_enabled,
      min_list_duration: type.min_list_duration === null ? null : String(type.min_list_duration),
      max_list_duration: type.max_list_duration === null ? null : String(type.max_list_duration),
    },
    transformValues: (values) => ({
      ...values,
      min_list_duration: values.min_list_duration === null ? null : Number(values.min_list_duration),
      max_list_duration: values.max_list_duration === null ? null : Number(values.max_list_duration),
    }),
    validate: (values) => {
      const body = form.getTransformedValues(values);
      const errors = schemaErrors(updateServiceTypeBody, body);
      for (const issue of minMaxDurationIssues(body, step)) errors[issue.field] ??= issue.message;
      return errors;
    },
  });

  const submit = form.onSubmit((body) => {
    setBanner(null);
    update.mutate(body, {
      onSuccess: () => {
        notifySuccess('Service type saved.');
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && applyFieldErrors(form, error, FIELDS) > 0) return;
        setBanner(errorMessage(error));
      },
    });
  });

  const doArchive = () =>
    archive.mutate({ id: type.id, hidden: true }, { onSuccess: onArchived, onError: (error) => notifyError(error) });

  return (
    <Modal opened onClose={onClose} title={canEdit ? 'Update service type' : 'Service type'} centered>
      <form onSubmit={submit} noValidate>
        <Fieldset disabled={!canEdit} variant="unstyled">
          <Stack gap="md">
            {banner ? (
              <Alert color="red" variant="light" title="Error">
                {banner}
              </Alert>
            ) : null}
            <TextInput
              label="Name"
              required
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
            <Switch
              label="Limit the booking length (min and max time)"
              description={`In steps of the club's booking step, ${step} minutes.`}
              {...form.getInputProps('is_min_max_enabled', { type: 'checkbox' })}
            />
            <Group grow align="flex-start">
              <Select label="Min time" data={options} clearable {...form.getInputProps('min_list_duration')} />
              <Select label="Max time" data={options} clearable {...form.getInputProps('max_list_duration')} />
            </Group>
          </Stack>
        </Fieldset>
        <Group justify="space-between" mt="lg">
          {canEdit ? (
            <Button color="red" variant="light" onClick={doArchive} loading={archive.isPending}>
              Archive
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {canEdit ? 'Cancel' : 'Close'}
            </Button>
            {canEdit ? (
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            ) : null}
          </Group>
        </Group>
      </form>
    </Modal>
  );
}
