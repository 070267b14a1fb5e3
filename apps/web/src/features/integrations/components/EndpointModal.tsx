import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INTEGRATION_LIMITS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type CreatedWebhookEndpoint,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { applyFieldErrors } from '../../../ui/form-errors';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/useIntegrations';

interface EndpointModalProps {
  /** The endpoint to change, or null for a new one. */
  endpoint: WebhookEndpoint | null;
  opened: boolean;
  onClose: () => void;
  onCreated: (endpoint: CreatedWebhookEndpoint) => void;
}

/** A webhook endpoint's address, description and the events it wants (the event picker). */
export function EndpointModal({ endpoint, opened, onClose, onCreated }: EndpointModalProps) {
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const form = useForm({
    initialValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: (endpoint?.events ?? []) as string[],
    },
    validate: {
      url: (value) => (/^https?:\/\/\S+$/.test(value.trim()) ? null : 'URL must be an http or https address.'),
      events: (value) => (value.length === 0 ? 'Choose at least one event.' : null),
    },
  });
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const submit = form.onSubmit(async (values) => {
    const body = { ...values, events: values.events as WebhookEventType[] };
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, body });
        onClose();
      } else {
        const result = await create.mutateAsync(body);
        form.reset();
        onCreated(result.payload);
      }
    } catch (error) {
      if (isApiError(error)) applyFieldErrors(form, error, ['url', 'description', 'events']);
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={endpoint ? 'Change webhook endpoint' : 'New webhook endpoint'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorAlert message={failure ? errorMessage(failure) : null} />
          <TextInput
            label="URL"
            description="Where Fairplay sends the events (POST, signed by Standard Webhooks)."
            placeholder="https://example.org/fairplay-webhooks"
            type="url"
            maxLength={INTEGRATION_LIMITS.urlMax}
            required
            {...form.getInputProps('url')}
          />
          <TextInput
            label="Description"
            maxLength={INTEGRATION_LIMITS.descriptionMax}
            {...form.getInputProps('description')}
          />
          <Checkbox.Group label="Events" required {...form.getInputProps('events')}>
            <Stack gap="xs" mt="xs">
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event} label={WEBHOOK_EVENT_LABELS[event]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {endpoint ? 'Save' : 'Add endpoint'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
