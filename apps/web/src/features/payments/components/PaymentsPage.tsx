import { Anchor, Container, Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { usePaymentAccount } from '../api/usePayments';
import { AuthenticationReturn } from './AuthenticationReturn';
import { ChargePanel } from './ChargePanel';
import { ConnectionReturn } from './ConnectionReturn';
import { ConnectPanel } from './ConnectPanel';
import { FeeTable } from './FeeTable';
import { PayoutsPanel } from './PayoutsPanel';
import { ReadersPanel } from './ReadersPanel';
import { RecentCharges } from './RecentCharges';
import { TaxesPanel } from './TaxesPanel';

/**
 * /private/stripe (payments read, not a member; spec 3 section 2): the provider connection, then three columns:
 * the card readers, the Charge with panel and Recent Charges; and the club's tax rates.
 */
export function PaymentsPage() {
  const user = useCurrentUser();
  const business = user.business!;
  const canUpdate = can(user.member_type?.roles, 'payments', 'update');
  const account = usePaymentAccount();
  const clock = { timeZone: business.timezone, amPm: business.am_pm, currency: business.currency_code };
  const data = account.data;
  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            Payments
          </Title>
          {/* Issue 14: the club's plans and products live on their own screen. */}
          <Anchor component={Link} to="/private/plans">
            Plans and products
          </Anchor>
        </Group>
        {account.isPending ? <BusyIndicator label="Loading payments" /> : null}
        <ErrorAlert message={account.isError ? errorMessage(account.error) : null} live={false} />
        {data ? <ConnectionReturn account={data} canUpdate={canUpdate} /> : null}
        <AuthenticationReturn canUpdate={canUpdate} />
        {data ? (
          <Tabs defaultValue="charges" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="charges">Charges</Tabs.Tab>
              <Tabs.Tab value="taxes">Taxes</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="charges" pt="md">
              {data.connected ? (
                <Grid gap="lg" align="flex-start">
                  <Grid.Col span={{ base: 12, md: canUpdate ? 5 : 4, xl: canUpdate ? 3 : 4 }}>
                    <ReadersPanel account={data} canUpdate={canUpdate} currency={business.currency_code} />
                  </Grid.Col>
                  {canUpdate ? (
                    <Grid.Col span={{ base: 12, md: 7, xl: 3 }}>
                      <Stack gap="md">
                        <ChargePanel account={data} currency={business.currency_code} />
                        <FeeTable account={data} />
                      </Stack>
                    </Grid.Col>
                  ) : null}
                  {/* Recent Charges gets the widest column (its table reads across), or the full width below. */}
                  <Grid.Col span={{ base: 12, md: canUpdate ? 12 : 8, xl: canUpdate ? 6 : 8 }}>
                    <Stack gap="md">
                      <Text size="sm" c="dimmed">
                        Connected to {data.provider_label}
                        {data.account_id ? ` (${data.account_id})` : ''}.
                      </Text>
                      <RecentCharges clock={clock} canRefund={canUpdate} />
                      <PayoutsPanel currency={business.currency_code} />
                      {canUpdate ? null : <FeeTable account={data} />}
                    </Stack>
                  </Grid.Col>
                </Grid>
              ) : (
                <Stack gap="md">
                  <ConnectPanel account={data} canUpdate={canUpdate} />
                  <FeeTable account={data} />
                </Stack>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="taxes" pt="md">
              <TaxesPanel canUpdate={canUpdate} timeZone={business.timezone} />
            </Tabs.Panel>
          </Tabs>
        ) : null}
      </Stack>
    </Container>
  );
}
