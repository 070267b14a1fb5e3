import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { COURT_MESSAGES, type Court, type SessionBusiness } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../ui/form-errors';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useCourtList, useUpdateCourt } from '../api/useCourts';
import { CourtBlockingSection } from './CourtBlockingSection';
import { CourtDetailsSection } from './CourtDetailsSection';
import { CourtTimesSection } from './CourtTimesSection';
import { COURT_FIELDS, courtValuesOf, validateCourt, type CourtFormValues } from './court-form';

interface Props {
  court: Court;
  /** The club in the session: its settings apply where the court leaves a field empty. */
  club: SessionBusiness;
}

/** Every field of one court (spec 2 section 3), saved at once with PUT court/update/{id}. */
export function CourtForm({ court, club }: Props) {
  const save = useUpdateCourt(court.id);
  const courts = useCourtList();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<CourtFormValues>({
    initialValues: courtValuesOf(court),
    validate: (values) => validateCourt(values, club),
  });

  const submit = form.onSubmit(
    (values) => {
      setBanner(null);
      save.mutate(values, {
        onSuccess: (saved) => {
          form.setInitialValues(courtValuesOf(saved));
          form.setValues(courtValuesOf(saved));
          notifySuccess(COURT_MESSAGES.saved);
        },
        onError: (error) => {
          notifyError(error);
          if (isApiError(error) && applyFieldErrors(form, error, COURT_FIELDS) > 0) return;
          setBanner(errorMessage(error));
        },
      });
    },
    (errors) => {
      const first = Object.values(errors).find((message) => typeof message === 'string');
      notifications.show({
        color: 'red',
        title: 'Error',
        message: typeof first === 'string' ? first : 'Please check the highlighted fields.',
      });
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Court">
      <Stack gap="lg">
        {banner ? (
          <Alert color="red" variant="light" title="Error">
            {banner}
          </Alert>
        ) : null}
        <CourtDetailsSection form={form} currency={club.currency_code} />
        <CourtBlockingSection form={form} courtId={court.id} courts={courts.data ?? []} />
        <CourtTimesSection form={form} club={club} />
        <Group justify="flex-end">
          <Button type="button" variant="default" onClick={form.reset} disabled={!form.isDirty() || save.isPending}>
            Discard changes
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
