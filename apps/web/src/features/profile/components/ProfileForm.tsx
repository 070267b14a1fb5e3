import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { updateProfileBody, type SessionUser } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { DateOfBirthSelect } from '../../../ui/DateOfBirthSelect';
import { applyFieldErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { schemaErrors } from '../../../ui/schema-errors';
import { useUpdateProfile } from '../api/useProfile';
import { isDobPartial, PROFILE_FIELDS, profileValuesOf, toProfileBody, type ProfileValues } from './profile-form';

interface ProfileFormProps {
  user: SessionUser;
  /** Owners with settings access may rename their club; for everyone else the club is read-only. */
  canRenameClub: boolean;
}

/** Edit your own details with PUT users/update; server field errors appear under the fields. */
export function ProfileForm({ user, canRenameClub }: ProfileFormProps) {
  const update = useUpdateProfile();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    initialValues: profileValuesOf(user),
    validate: (values) => {
      const errors = schemaErrors(updateProfileBody, toProfileBody(values, canRenameClub));
      if (isDobPartial(values.dob)) errors.dob = 'Please choose the year, month and day, or none of them.';
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    setBanner(null);
    update.mutate(toProfileBody(values, canRenameClub), {
      onSuccess: (saved) => {
        form.setInitialValues(profileValuesOf(saved));
        form.setValues(profileValuesOf(saved));
        notifySuccess('Your profile has been saved.');
      },
      onError: (error) => {
        if (isApiError(error) && applyFieldErrors(form, error, PROFILE_FIELDS) > 0) return;
        setBanner(errorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-details-title">
      <Stack gap="md">
        <Title id="profile-details-title" order={2} size="h3">
          Your details
        </Title>
        {banner ? (
          <Alert color="red" variant="light" title="Error">
            {banner}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('first_name')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('last_name')} />
          <TextInput label="E-mail" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <TextInput
            label="Phone"
            description="Optional"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <DateOfBirthSelect
          legend="Date of birth (optional)"
          value={form.values.dob}
          onChange={(dob) => form.setFieldValue('dob', dob)}
          error={typeof form.errors.dob === 'string' ? form.errors.dob : null}
        />
        {canRenameClub ? (
          <TextInput
            label="Club name"
            autoComplete="organization"
            required
            description="Shown to your staff and members."
            {...form.getInputProps('business.name')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="button" variant="default" onClick={form.reset} disabled={!form.isDirty() || update.isPending}>
            Discard changes
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
