import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, type SessionUser } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { useLogin } from '../api/useLogin';
import { useAuthModal } from '../state/auth-modal';

interface LoginFormProps {
  onSignedIn: (user: SessionUser) => void;
}

/** Sign in with a username or e-mail and a password (spec 1 sections 4 and 8). */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { show, notice, dismiss } = useAuthModal();
  const navigate = useNavigate();
  const login = useLogin();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : 'Please enter your username or e-mail.'),
      password: (value) => (value.trim() ? null : 'Please enter your password.'),
    },
  });

  const submit = form.onSubmit((values) => {
    setBanner(null);
    login.mutate(values, {
      onSuccess: ({ user }) => {
        dismiss();
        onSignedIn(user);
      },
      onError: (error) => {
        const message = errorMessage(error);
        if (isApiError(error) && error.payload?.name === 'BlockError') {
          dismiss();
          void navigate('/NotFound', { state: { message } });
          return;
        }
        // The pause message never opens the banner (spec 1 section 8); it is shown as a notification.
        if (message === MESSAGES.accountPaused || (isApiError(error) && error.payload?.name === 'PauseError')) {
          notifications.show({ color: 'orange', title: 'Account paused', message, autoClose: 10_000 });
          return;
        }
        setBanner(message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {notice ? (
          <Alert color="fairplay" variant="light">
            {notice}
          </Alert>
        ) : null}
        {banner ? (
          <Alert color="red" variant="light" title="Unable to sign in">
            {banner}
          </Alert>
        ) : null}
        <TextInput
          label="Username or e-mail"
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('username')}
        />
        <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={() => show('forgot')}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          Sign in
        </Button>
        <Text size="sm" ta="center">
          New to Fairplay?{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => show('register')}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
