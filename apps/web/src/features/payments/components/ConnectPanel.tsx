import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import type { PaymentAccount } from '@fairplay/contracts';

/**
 * The payments page before the club is connected (spec 3 section 2): the Connect button sends the browser to the
 * provider's connection page, which comes back to /private/stripe with a `code` (or an `error`).
 */
export function ConnectPanel({ account, canUpdate }: { account: PaymentAccount; canUpdate: boolean }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="connect-title">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" id="connect-title">
          Connect to {account.provider_label}
        </Title>
        <Text>
          Connect the club&apos;s account with {account.provider_label} to take card and bank account payments online
          and at the desk. Money goes straight to the club&apos;s account.
        </Text>
        {canUpdate ? (
          <Button
            component="a"
            href={account.connect_url}
            leftSection={<IconPlugConnected size={18} aria-hidden />}
            size="md"
          >
            Connect
          </Button>
        ) : (
          <Text c="dimmed">Someone with the right to change payments can connect the club.</Text>
        )}
      </Stack>
    </Paper>
  );
}
