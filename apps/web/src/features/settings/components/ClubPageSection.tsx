import { Textarea } from '@mantine/core';
import { SETTINGS_LIMITS } from '@fairplay/contracts';
import type { SettingsForm } from './settings-form';
import { SettingsSection } from './SettingsSection';

/** The about text of the club's public memberships page (spec 3 "Shows business image, name, about"). */
export function ClubPageSection({ form }: { form: SettingsForm }) {
  const length = form.values.about.length;
  return (
    <SettingsSection title="Public club page">
      <Textarea
        label="About the club"
        description={`Shown under the club's name on its public memberships page. ${length} of ${SETTINGS_LIMITS.aboutMax} characters.`}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={SETTINGS_LIMITS.aboutMax}
        {...form.getInputProps('about')}
      />
    </SettingsSection>
  );
}
