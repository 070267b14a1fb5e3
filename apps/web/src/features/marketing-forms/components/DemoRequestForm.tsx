import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MARKETING_LIMITS, MARKETING_MESSAGES, type RequestDemoResponse } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../ui/form-errors';
import { useRequestDemo } from '../api/marketing-api';
import { initialDemoValues, newDemoCaptcha, toDemoBody, validateDemo, type DemoValues } from './demo-form';

const FIELDS = ['fullName', 'email', 'company', 'jobTitle', 'message'];

/** The demo request (spec 1 sections 3, 5): the message counter reads "used / remaining". */
export function DemoRequestForm({ onRequested }: { onRequested: (answer: RequestDemoResponse) => void }) {
  const requestDemo = useRequestDemo();
  const [problem, setProblem] = useState<string | null>(null);
  const [captcha] = useState(newDemoCaptcha);
  const form = useForm<DemoValues>({
    initialValues: { ...initialDemoValues, captcha: String(captcha.sum) },
    validate: validateDemo,
  });
  const used = form.values.message.length;
  // "Fill in the mandatory fields" goes once they are: each field's error clears as it is corrected.
  const banner = problem === MARKETING_MESSAGES.fillMandatory && Object.keys(form.errors).length === 0 ? null : problem;

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      requestDemo.mutate(toDemoBody(values), {
        onSuccess: onRequested,
        onError: (error) => {
          if (isApiError(error) && applyFieldErrors(form, error, FIELDS) > 0)
            setProblem(MARKETING_MESSAGES.fillMandatory);
          else setProblem(errorMessage(error));
        },
      });
    },
    () => setProblem(MARKETING_MESSAGES.fillMandatory),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Request a private demo">
      <Stack gap="sm">
        {banner ? (
          <Alert color="red" variant="light" title={MARKETING_MESSAGES.formErrorTitle} role="alert">
            {banner}
          </Alert>
        ) : null}
        <TextInput label="Full name" required autoComplete="name" {...form.getInputProps('fullName')} />
        <TextInput label="Work e-mail" type="email" required autoComplete="email" {...form.getInputProps('email')} />
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label="Club name"
            required
            autoComplete="organization"
            miw={160}
            {...form.getInputProps('company')}
          />
          <TextInput
            label="Job title"
            required
            autoComplete="organization-title"
            miw={160}
            {...form.getInputProps('jobTitle')}
          />
        </Group>
        <Textarea
          label="What would you like to see?"
          description={`Optional. ${used} / ${MARKETING_LIMITS.messageMax - used}`}
          autosize
          minRows={2}
          maxLength={MARKETING_LIMITS.messageMax}
          {...form.getInputProps('message')}
        />
        {/* The arithmetic captcha of the original form: built, kept hidden and never checked. */}
        <input type="hidden" name="captcha" value={form.values.captcha} data-question={`${captcha.a} + ${captcha.b}`} />
        <Group justify="flex-end">
          <Button type="submit" loading={requestDemo.isPending}>
            Request my demo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
