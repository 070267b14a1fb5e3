import { Divider, Stack } from '@mantine/core';
import { ApiKeysSection } from './ApiKeysSection';
import { WebhooksSection } from './WebhooksSection';

/** Settings → Integrations (issue 30.9-10): the owner's API keys and webhook endpoints. */
export function IntegrationsPanel() {
  return (
    <Stack gap="xl">
      <ApiKeysSection />
      <Divider />
      <WebhooksSection />
    </Stack>
  );
}
