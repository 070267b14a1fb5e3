import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS, resetPasswordBody } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../ui/form-errors';
import { schemaErrors } from '../../../ui/schema-errors';
import { useResetPassword, type ResetPasswordInput } from '../api/usePasswordReset';
import { useAuthModal } from '../state/auth-modal';

const FIELDS = ['username', 'code', 'new_password', 'confirm_password'];

/** /reset-password?username=…&code=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const { open } = useAuthModal();
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    initialValues: {
      username: params.get('username') ?? '',
      code: (params.get('code') ?? '').replace(/\D/g, '').slice(0, LIMITS.resetCodeDigits),
      new_password: '',
      confirm_password: '',
    },
    validate: (values) => schemaErrors(resetPasswordBody, values),
  });

  const submit = form.onSubmit((values) => {
    setBanner(null);
    reset.mutate(values, {
      onSuccess: (message) => setDone(message || 'Your password has been changed. Please sign in.'),
      onError: (error) => {
        if (isApiError(error) && applyFieldErrors(form, error, FIELDS) > 0) return;
        setBanner(errorMessage(error));
      },
    });
  });

  return (
    <Container size="xs" py={48}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Title order={1} size="h2" mb="xs">
          Choose a new password
        </Title>
        {done ? (
          <Stack gap="md">
            <Alert color="fairplay" variant="light">
              {done}
            </Alert>
            <Button onClick={() => open('login')}>Continue to sign in</Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                Enter the {LIMITS.resetCodeDigits}-digit code from the e-mail we sent you and your new password.
              </Text>
              {banner ? (
                <Alert color="red" variant="light">
                  {banner}
                </Alert>
              ) : null}
              <TextInput
                label="Username or e-mail"
                autoComplete="username"
                required
                {...form.getInputProps('username')}
              />
              <TextInput
                label="Reset code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={LIMITS.resetCodeDigits}
                required
                {...form.getInputProps('code')}
              />
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                required
                {...form.getInputProps('new_password')}
              />
              <PasswordInput
                label="Confirm new password"
                autoComplete="new-password"
                required
                {...form.getInputProps('confirm_password')}
              />
              <Button type="submit" loading={reset.isPending}>
                Set new password
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
