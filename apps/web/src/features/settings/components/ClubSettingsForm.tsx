import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ClubSettings } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../ui/form-errors';
import { notifySuccess } from '../../../ui/notify';
import { useSaveClubSettings } from '../api/useClubSettings';
import { BookingRulesSection } from './BookingRulesSection';
import { ClockSection } from './ClockSection';
import { ClubImageFile } from './ClubImageFile';
import { ClubPageSection } from './ClubPageSection';
import { JoiningSection } from './JoiningSection';
import { LabelsWaiverSection } from './LabelsWaiverSection';
import { PlayersSection } from './PlayersSection';
import { FeesSection } from './FeesSection';
import { WaiverFile } from './WaiverFile';
import { settingsValuesOf, validateSettings, type SettingsValues } from './settings-form';

interface Props {
  settings: ClubSettings;
  /** settings update: without it every control is disabled. */
  canEdit: boolean;
}

/** The club settings scheduling uses (spec 2 section 3), saved at once with PUT business/settings. */
export function ClubSettingsForm({ settings, canEdit }: Props) {
  const save = useSaveClubSettings();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<SettingsValues>({ initialValues: settingsValuesOf(settings), validate: validateSettings });
  const fields = Object.keys(form.values);

  const submit = form.onSubmit(
    (values) => {
      setBanner(null);
      save.mutate(values, {
        onSuccess: (saved) => {
          form.setInitialValues(settingsValuesOf(saved));
          form.setValues(settingsValuesOf(saved));
          notifySuccess('Settings saved.');
        },
        onError: (error) => {
          if (isApiError(error) && applyFieldErrors(form, error, fields) > 0) return;
          setBanner(errorMessage(error));
        },
      });
    },
    () => setBanner('Please check the highlighted settings.'),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Club settings">
      <Stack gap="lg">
        {!canEdit ? (
          <Alert color="gray" variant="light" title="View only">
            Your role can view the club settings but not change them.
          </Alert>
        ) : null}
        {banner ? (
          <Alert color="red" variant="light" title="Error">
            {banner}
          </Alert>
        ) : null}
        <Fieldset disabled={!canEdit} variant="unstyled">
          <Stack gap="lg">
            <ClockSection form={form} />
            <BookingRulesSection form={form} />
            <PlayersSection form={form} currency={form.values.currency_code} />
            <FeesSection form={form} currency={form.values.currency_code} />
            <LabelsWaiverSection form={form} />
            <JoiningSection form={form} />
            <ClubPageSection form={form} />
          </Stack>
        </Fieldset>
        <ClubImageFile image={settings.image} canEdit={canEdit} />
        <WaiverFile signFile={settings.sign_file} canEdit={canEdit} />
        <Text size="sm" c="dimmed">
          Courts: {settings.fields_count} (counted from the facility groups; add courts there).
        </Text>
        {canEdit ? (
          <Group justify="flex-end">
            <Button type="button" variant="default" onClick={form.reset} disabled={!form.isDirty() || save.isPending}>
              Discard changes
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save settings
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
