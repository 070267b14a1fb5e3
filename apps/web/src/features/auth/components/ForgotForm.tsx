import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useForgotPassword } from '../api/usePasswordReset';
import { useAuthModal } from '../state/auth-modal';
import { CaptchaField } from './CaptchaField';
import { newCaptchaCode } from './captcha';

/** After a successful request the login view comes back if no error appears within 2 seconds. */
const RETURN_TO_LOGIN_MS = 2_000;

/** Ask for a reset e-mail with a username or e-mail plus the five-digit code (spec 1 sections 4, 5, 8). */
export function ForgotForm() {
  const { show } = useAuthModal();
  const forgot = useForgotPassword();
  const [code, setCode] = useState(newCaptchaCode);
  const [sent, setSent] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm({
    initialValues: { username: '', captcha: '' },
    validate: {
      username: (value) => (value.trim() ? null : 'Please enter your username or e-mail.'),
      captcha: (value) => (value === code ? null : 'The code does not match. Type the digits shown above.'),
    },
  });

  useEffect(() => {
    if (!sent) return undefined;
    const timer = window.setTimeout(() => show('login', sent), RETURN_TO_LOGIN_MS);
    return () => window.clearTimeout(timer);
  }, [sent, show]);

  const submit = form.onSubmit((values) => {
    setBanner(null);
    forgot.mutate(values.username, {
      onSuccess: (message) => setSent(message),
      onError: (error) => {
        setBanner(errorMessage(error));
        setCode(newCaptchaCode());
        form.setFieldValue('captcha', '');
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">Enter your username or e-mail and we will e-mail you a code to choose a new password.</Text>
        {sent ? (
          <Alert color="fairplay" variant="light">
            {sent}
          </Alert>
        ) : null}
        {banner ? (
          <Alert color="red" variant="light">
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
        <CaptchaField
          code={code}
          onNewCode={() => {
            setCode(newCaptchaCode());
            form.setFieldValue('captcha', '');
          }}
          value={form.values.captcha}
          onChange={(value) => form.setFieldValue('captcha', value)}
          error={form.errors.captcha}
        />
        <Button type="submit" fullWidth loading={forgot.isPending} disabled={sent !== null}>
          Send
        </Button>
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" size="sm" onClick={() => show('login')}>
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
