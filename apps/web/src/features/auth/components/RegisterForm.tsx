import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MESSAGES, type SessionUser } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { DateOfBirthSelect } from '../../../ui/DateOfBirthSelect';
import { applyFieldErrors } from '../../../ui/form-errors';
import { useRegister } from '../api/useRegister';
import { useVerifyUsername } from '../api/useVerifyUsername';
import { useAuthModal } from '../state/auth-modal';
import {
  badFieldList,
  initialRegisterValues,
  REGISTER_FIELDS,
  toRegisterBody,
  validateRegister,
  type AccountType,
  type RegisterValues,
} from './register-form';
import { UsernameInput, type UsernameStatus } from './UsernameInput';

interface RegisterFormProps {
  onRegistered: (user: SessionUser) => void;
}

/** Create a business (club) or a member/customer account (spec 1 sections 3, 5). */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { show, dismiss } = useAuthModal();
  const register = useRegister();
  const verifyUsername = useVerifyUsername();
  const [usernameStatus, setUsernameStatus] = useState<UsernameStatus>('idle');
  const [badFields, setBadFields] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<RegisterValues>({ initialValues: initialRegisterValues });
  const { values } = form;
  const isBusiness = values.userType === 'bu';

  const checkUsername = (username: string) => {
    setUsernameStatus('checking');
    verifyUsername.mutate(username, {
      onSuccess: (available) => {
        if (form.getValues().username.trim() !== username) return;
        setUsernameStatus(available ? 'available' : 'taken');
        if (available) form.clearFieldError('username');
        else form.setFieldError('username', MESSAGES.usernameTaken);
      },
    });
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    const errors = validateRegister(values, usernameStatus === 'taken');
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setBadFields(badFieldList(errors));
      return;
    }
    setBadFields(null);
    register.mutate(toRegisterBody(values), {
      onSuccess: ({ user }) => {
        dismiss();
        onRegistered(user);
      },
      onError: (error) => {
        if (isApiError(error) && applyFieldErrors(form, error, REGISTER_FIELDS) > 0) {
          setBadFields(badFieldList(Object.fromEntries(error.fieldErrors.map((item) => [item.field, true]))));
          return;
        }
        setBanner(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {badFields !== null ? (
          <Alert color="red" variant="light" title={MESSAGES.checkFields}>
            {badFields}
          </Alert>
        ) : null}
        {banner ? (
          <Alert color="red" variant="light" title="Unable to register">
            {banner}
          </Alert>
        ) : null}
        <div>
          <Text component="span" size="sm" fw={500} id="account-type-label">
            I am registering as
          </Text>
          <SegmentedControl
            fullWidth
            mt={4}
            aria-labelledby="account-type-label"
            value={values.userType}
            onChange={(value) => form.setFieldValue('userType', value as AccountType)}
            data={[
              { value: 'bu', label: 'Business' },
              { value: 'nbu', label: 'Member/Customer' },
            ]}
          />
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <UsernameInput
          required
          status={usernameStatus}
          onCheck={checkUsername}
          {...form.getInputProps('username')}
          onChange={(event) => {
            setUsernameStatus('idle');
            form.setFieldValue('username', event.currentTarget.value);
          }}
        />
        <TextInput label="E-mail" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <DateOfBirthSelect
          required
          value={values.dob}
          onChange={(dob) => form.setFieldValue('dob', dob)}
          error={typeof form.errors.dob === 'string' ? form.errors.dob : null}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        {isBusiness ? (
          <>
            <TextInput label="Club name" autoComplete="organization" required {...form.getInputProps('businessName')} />
            <TextInput
              label="Club address"
              autoComplete="street-address"
              required
              {...form.getInputProps('businessAddress')}
            />
          </>
        ) : null}
        <Checkbox
          mt="xs"
          label="I agree to the Terms of Service and Privacy Policy"
          {...form.getInputProps('agree', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth disabled={!values.agree} loading={register.isPending}>
          Register
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => show('login')}>
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
