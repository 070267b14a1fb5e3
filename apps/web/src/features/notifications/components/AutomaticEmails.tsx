import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  NOTIFICATION_DESCRIPTIONS,
  NOTIFICATION_LIMITS,
  OUTBOX_KIND_LABELS,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_SAMPLE_VALUES,
  type NotificationTemplate,
} from '@fairplay/contracts';
import { renderTemplate, unknownPlaceholders } from '@fairplay/domain';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { errorMessage } from '../../../api/client';
import { useResetTemplate, useSaveTemplate, useTemplates } from '../api/useNotifications';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/**
 * What the club sends by itself: each booking e-mail, the reminder before a booking (with its hours before the
 * start) and staff messages, with an on/off switch and an editable template (preview with sample data, reset to
 * default).
 */
export function AutomaticEmails({ canEdit }: { canEdit: boolean }) {
  const templates = useTemplates();
  if (templates.isPending) return <BusyIndicator label="Loading automatic e-mails" size="sm" />;
  if (templates.isError) return <ErrorAlert message={errorMessage(templates.error)} live={false} />;
  return (
    <Stack gap="md">
      {templates.data.map((template) => (
        <TemplateCard key={template.kind} template={template} canEdit={canEdit} />
      ))}
    </Stack>
  );
}

function TemplateCard({ template, canEdit }: { template: NotificationTemplate; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [hours, setHours] = useState<number | string>(template.hours_before ?? '');
  const reminder = template.hours_before !== null;
  const hoursValid =
    !reminder ||
    (typeof hours === 'number' &&
      Number.isInteger(hours) &&
      hours >= NOTIFICATION_LIMITS.reminderHoursMin &&
      hours <= NOTIFICATION_LIMITS.reminderHoursMax);
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const label = OUTBOX_KIND_LABELS[template.kind];
  const allowed = TEMPLATE_PLACEHOLDERS[template.kind];
  const unknown = [...unknownPlaceholders(subject, allowed), ...unknownPlaceholders(body, allowed)];

  const toggle = (enabled: boolean) =>
    save.mutate(
      { kind: template.kind, enabled, subject: template.subject, body: template.body },
      { onError: (error) => notifyError(error) },
    );

  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={3} size="h4">
              {label}
            </Title>
            {template.customised ? <Badge variant="light">Customised</Badge> : null}
          </Group>
          <Switch
            label={template.enabled ? 'On' : 'Off'}
            aria-label={`Send “${label}” e-mails`}
            checked={template.enabled}
            disabled={!canEdit || save.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {NOTIFICATION_DESCRIPTIONS[template.kind]}
        </Text>
        {editing ? (
          <Stack
            component="form"
            gap="xs"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(
                {
                  kind: template.kind,
                  enabled: template.enabled,
                  subject,
                  body,
                  ...(reminder && typeof hours === 'number' ? { hours_before: hours } : {}),
                },
                {
                  onSuccess: ({ message }) => {
                    notifySuccess(message);
                    setEditing(false);
                  },
                },
              );
            }}
          >
            {reminder ? (
              <NumberInput
                label="Hours before the start"
                description={`From ${NOTIFICATION_LIMITS.reminderHoursMin} to ${NOTIFICATION_LIMITS.reminderHoursMax} (a week).`}
                value={hours}
                min={NOTIFICATION_LIMITS.reminderHoursMin}
                max={NOTIFICATION_LIMITS.reminderHoursMax}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                onChange={setHours}
                error={hoursValid ? undefined : 'Choose a whole number of hours from 1 to 168.'}
                w={{ base: '100%', xs: 240 }}
              />
            ) : null}
            <TextInput
              label="Subject"
              value={subject}
              maxLength={NOTIFICATION_LIMITS.subjectMax}
              onChange={(event) => setSubject(event.currentTarget.value)}
            />
            <Textarea
              label="Body"
              autosize
              minRows={5}
              value={body}
              maxLength={NOTIFICATION_LIMITS.templateBodyMax}
              onChange={(event) => setBody(event.currentTarget.value)}
              description={`Placeholders: ${allowed.map((name) => `{${name}}`).join(' ')}`}
              error={unknown.length > 0 ? `Unknown: ${unknown.map((name) => `{${name}}`).join(' ')}` : undefined}
            />
            <Card withBorder bg="gray.0" padding="sm" aria-label="Preview">
              <Text size="xs" c="dimmed">
                Preview with sample data
              </Text>
              <Text fw={600} size="sm">
                {renderTemplate(subject, TEMPLATE_SAMPLE_VALUES)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {renderTemplate(body, TEMPLATE_SAMPLE_VALUES)}
              </Text>
            </Card>
            <ErrorAlert message={save.isError ? errorMessage(save.error) : null} />
            <Group gap="xs">
              <Button type="submit" loading={save.isPending} disabled={unknown.length > 0 || !hoursValid}>
                Save template
              </Button>
              <Button variant="default" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap={2}>
            {reminder ? (
              <Text size="sm">
                Sent {template.hours_before} {template.hours_before === 1 ? 'hour' : 'hours'} before the start.
              </Text>
            ) : null}
            <Text size="sm" fw={600}>
              {template.subject}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
              {template.body}
            </Text>
          </Stack>
        )}
        {canEdit && !editing ? (
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              onClick={() => {
                setSubject(template.subject);
                setBody(template.body);
                setHours(template.hours_before ?? '');
                setEditing(true);
              }}
            >
              Edit template
            </Button>
            {template.customised ? (
              <Button
                variant="subtle"
                size="xs"
                loading={reset.isPending}
                onClick={() =>
                  reset.mutate(template.kind, {
                    onSuccess: ({ message }) => notifySuccess(message),
                    onError: (error) => notifyError(error),
                  })
                }
              >
                Reset to default
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
