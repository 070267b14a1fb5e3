import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { changePasswordBody, LIMITS, type ChangePasswordBody } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { schemaErrors } from '../../../ui/schema-errors';
import { useChangePassword } from '../api/useProfile';

const FIELDS = ['old_password', 'new_password', 'confirm_password'];
const EMPTY: Required<ChangePasswordBody> = { old_password: '', new_password: '', confirm_password: '' };

/** POST users/changepassword; other devices are signed out and this one keeps working with the new token. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm({ initialValues: EMPTY, validate: (values) => schemaErrors(changePasswordBody, values) });

  const submit = form.onSubmit((values) => {
    setBanner(null);
    change.mutate(values, {
      onSuccess: (message) => {
        form.reset();
        notifySuccess(message || 'Your password has been changed.');
      },
      onError: (error) => {
        if (isApiError(error) && applyFieldErrors(form, error, FIELDS) > 0) return;
        setBanner(errorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <Stack gap="md">
        <div>
          <Title id="change-password-title" order={2} size="h3">
            Change password
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {LIMITS.passwordMin} to {LIMITS.passwordMax} characters with at least one letter and one number. You stay
            signed in here; other devices are signed out.
          </Text>
        </div>
        {banner ? (
          <Alert color="red" variant="light" title="Error">
            {banner}
          </Alert>
        ) : null}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('old_password')}
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
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
