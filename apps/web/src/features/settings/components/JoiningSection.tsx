import { Radio, Stack } from '@mantine/core';
import { JOIN_POLICIES, JOIN_POLICY_LABELS } from '@fairplay/contracts';
import type { SettingsForm } from './settings-form';
import { SettingsSection } from './SettingsSection';

/** Who may join the club as a member; requests and invitations are on the Join requests tab. */
export function JoiningSection({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection title="Joining the club">
      <Radio.Group
        label="Who can become a member"
        description="Approval and invitation requests are handled on the Join requests tab."
        {...form.getInputProps('join_policy')}
      >
        <Stack gap="xs" mt="xs">
          {JOIN_POLICIES.map((policy) => (
            <Radio key={policy} value={policy} label={JOIN_POLICY_LABELS[policy]} />
          ))}
        </Stack>
      </Radio.Group>
    </SettingsSection>
  );
}
