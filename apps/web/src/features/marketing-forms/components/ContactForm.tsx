import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MARKETING_LIMITS, MARKETING_MESSAGES } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../ui/form-errors';
import { useContactUs } from '../api/marketing-api';
import { initialContactValues, toContactBody, validateContact, type ContactValues } from './contact-form';

const FIELDS = Object.keys(initialContactValues);

/** Contact us (spec 1 sections 3, 5, 8): names, e-mail, optional phone and job title, a 2-210 character message. */
export function ContactForm({ onDone }: { onDone?: () => void }) {
  const contact = useContactUs();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    initialValues: initialContactValues,
    validate: validateContact,
    // A field marked wrong is checked again as it changes: its error (and the banner, once no field is wrong)
    // goes as soon as it is right, instead of staying until the next send.
    onValuesChange: (values) => {
      const marked = Object.keys(form.errors);
      if (marked.length === 0) return;
      const now = validateContact(values);
      const stillWrong = Object.fromEntries(marked.filter((field) => now[field]).map((field) => [field, now[field]]));
      if (Object.keys(stillWrong).length < marked.length) form.setErrors(stillWrong);
      if (Object.keys(stillWrong).length === 0) {
        setProblem((current) => (current === MARKETING_MESSAGES.fillMandatory ? null : current));
      }
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      contact.mutate(toContactBody(values), {
        onSuccess: (message) => setSent(message || MARKETING_MESSAGES.contactSuccess),
        onError: (error) => {
          if (isApiError(error) && applyFieldErrors(form, error, FIELDS) > 0)
            setProblem(MARKETING_MESSAGES.fillMandatory);
          else setProblem(errorMessage(error));
        },
      });
    },
    () => setProblem(MARKETING_MESSAGES.fillMandatory),
  );

  if (sent) {
    return (
      <Stack>
        <Alert color="fairplay" variant="light" title="Thank you">
          {sent}
        </Alert>
        {onDone ? (
          <Group justify="flex-end">
            <Button onClick={onDone}>Close</Button>
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {problem ? (
          <Alert color="red" variant="light" title={MARKETING_MESSAGES.formErrorTitle} role="alert">
            {problem}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('first_name')} />
          <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label="E-mail" type="email" required autoComplete="email" {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Phone"
            description="Optional"
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="Job title"
            description="Optional"
            autoComplete="organization-title"
            {...form.getInputProps('job_title')}
          />
        </SimpleGrid>
        <Textarea
          label="Message"
          required
          autosize
          minRows={3}
          maxLength={MARKETING_LIMITS.messageMax}
          description={`${MARKETING_LIMITS.messageMax - form.values.message.length} characters left`}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={contact.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
