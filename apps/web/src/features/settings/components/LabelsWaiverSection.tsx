import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { SETTINGS_LIMITS } from '@fairplay/contracts';
import { switchInput, type SettingsForm } from './settings-form';
import { SettingsSection } from './SettingsSection';

const LABELS = [
  ['btn1', 'Book button label', 'The members\u2019 booking button.'],
  ['btn2', 'Lessons button label', 'The members\u2019 lessons button.'],
  ['btn3', 'Facility-sheet label', 'The court sheet\u2019s name in the header.'],
] as const;

/** The custom labels (btn1 to btn3) and the waiver requirements. */
export function LabelsWaiverSection({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection title="Labels and waiver">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {LABELS.map(([field, label, help]) => (
          <TextInput
            key={field}
            label={label}
            description={`${help} Up to ${SETTINGS_LIMITS.labelMax} characters.`}
            maxLength={SETTINGS_LIMITS.labelMax}
            required
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch
          label="Members must sign the waiver"
          description="Members agree to the club waiver before their first booking."
          {...switchInput(form, 'require_waiver_sign')}
        />
        <Switch
          label="Customers must sign the waiver"
          description="Customers without a membership (nbu) agree before booking."
          {...switchInput(form, 'require_waiver_sign_nbu')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
