import { Alert, Button, Checkbox, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MESSAGES, type SessionUser } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { DateOfBirthSelect } from '../../../ui/DateOfBirthSelect';
import { applyFieldErrors } from '../../../ui/form-errors';
import { useSignUp } from '../api/signup-api';
import { initialSignUpValues, SIGN_UP_FIELDS, toSignUpBody, validateSignUp, type SignUpValues } from './signup-form';

export interface SignUpVariant {
  businessLabel: string;
  addressLabel: string;
  addressDescription: string;
  submitLabel: string;
}

export const CLUB_VARIANT: SignUpVariant = {
  businessLabel: 'Club name',
  addressLabel: 'Club address',
  addressDescription: 'Your first location; add more after signing up.',
  submitLabel: 'Create my club',
};

export const LESSON_PROVIDER_VARIANT: SignUpVariant = {
  businessLabel: 'Coaching business name',
  addressLabel: 'Where you teach',
  addressDescription: 'The address of the courts or studio where most lessons happen.',
  submitLabel: 'Create my lesson business',
};

interface SignUpFormProps {
  plan: string;
  /** The valid demo code sign-up opened with. */
  demoCode?: string;
  variant: SignUpVariant;
  onRegistered: (user: SessionUser) => void;
}

/** Registers a business with the chosen plan through auth/register. */
export function SignUpForm({ plan, demoCode, variant, onRegistered }: SignUpFormProps) {
  const signUp = useSignUp();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<SignUpValues>({ initialValues: initialSignUpValues });
  const { values } = form;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    const errors = validateSignUp(values, plan);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setBanner(MESSAGES.checkFields);
      return;
    }
    signUp.mutate(toSignUpBody(values, plan, demoCode), {
      onSuccess: ({ user }) => onRegistered(user),
      onError: (error) => {
        if (isApiError(error)) applyFieldErrors(form, error, SIGN_UP_FIELDS);
        setBanner(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner ? (
          <Alert color="red" variant="light" title="Error" role="alert">
            {banner}
          </Alert>
        ) : null}
        <TextInput
          label={variant.businessLabel}
          autoComplete="organization"
          required
          {...form.getInputProps('businessName')}
        />
        <TextInput
          label={variant.addressLabel}
          description={variant.addressDescription}
          autoComplete="street-address"
          required
          {...form.getInputProps('businessAddress')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Username" autoComplete="username" required {...form.getInputProps('username')} />
        <TextInput label="E-mail" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <DateOfBirthSelect
          required
          value={values.dob}
          onChange={(dob) => form.setFieldValue('dob', dob)}
          error={typeof form.errors.dob === 'string' ? form.errors.dob : null}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <Checkbox
          label="I agree to the Terms of Service and Privacy Policy"
          {...form.getInputProps('agree', { type: 'checkbox' })}
        />
        <Button type="submit" disabled={!values.agree} loading={signUp.isPending}>
          {variant.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
