import { Alert, Badge, Button, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { FacilityGroupsPanel } from '../../facility-groups';
import { IntegrationsPanel } from '../../integrations';
import { JoinRequestsPanel, useJoinRequests } from '../../joining';
import { LocationsPanel } from '../../locations';
import { PointsSettingsPanel } from '../../points';
import { useClubSettings } from '../api/useClubSettings';
import { ClubSettingsForm } from './ClubSettingsForm';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/**
 * /private/settings: club settings, locations, facility groups (settings read to view, update to save), the join
 * requests and invitations (members read to view, update to decide), with a count of waiting requests, and for the
 * owner the club's API keys and webhooks (Integrations).
 */
export function SettingsPage() {
  const user = useCurrentUser();
  const settings = useClubSettings();
  const canEdit = can(user.member_type?.roles, 'settings', 'update');
  const seesRequests = can(user.member_type?.roles, 'members', 'read');
  const seesPoints = can(user.member_type?.roles, 'payments', 'read');
  // Keys and webhooks reach the club's data from outside: the owner's alone (issue 30.9-10).
  const seesIntegrations = user.member_type?.key === 'owner';
  const waiting = useJoinRequests(seesRequests).data?.length ?? 0;
  // The open tab is in the address (?tab=integrations), so a link (the e-mail of a turned-off webhook) opens it.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'club';
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            Settings
          </Title>
          <Group gap="sm" component="nav" aria-label="Staff, roles and restrictions and add-ons">
            <Button component={Link} to="/private/staff" variant="default">
              Staff
            </Button>
            <Button component={Link} to="/private/roles" variant="default">
              Roles
            </Button>
            <Button component={Link} to="/private/restrictions" variant="default">
              Restrictions
            </Button>
            <Button component={Link} to="/private/add-ons" variant="default">
              Add-ons
            </Button>
          </Group>
        </Group>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== 'club' ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="club">Club settings</Tabs.Tab>
            <Tabs.Tab value="locations">Locations</Tabs.Tab>
            <Tabs.Tab value="facility-groups">Facility groups</Tabs.Tab>
            {seesPoints ? <Tabs.Tab value="points">Points</Tabs.Tab> : null}
            {seesRequests ? (
              <Tabs.Tab
                value="join-requests"
                rightSection={
                  waiting > 0 ? (
                    <Badge size="sm" circle aria-label={`${waiting} waiting`}>
                      {waiting}
                    </Badge>
                  ) : null
                }
              >
                Join requests
              </Tabs.Tab>
            ) : null}
            {seesIntegrations ? <Tabs.Tab value="integrations">Integrations</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="club" pt="lg">
            {settings.isLoading ? <BusyIndicator label="Loading settings" /> : null}
            {settings.isError ? (
              <Alert color="red" title="Error">
                {errorMessage(settings.error)}
              </Alert>
            ) : null}
            {settings.data ? <ClubSettingsForm settings={settings.data} canEdit={canEdit} /> : null}
          </Tabs.Panel>
          <Tabs.Panel value="locations" pt="lg">
            <LocationsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="facility-groups" pt="lg">
            <FacilityGroupsPanel />
          </Tabs.Panel>
          {seesPoints ? (
            <Tabs.Panel value="points" pt="lg">
              <PointsSettingsPanel />
            </Tabs.Panel>
          ) : null}
          {seesRequests ? (
            <Tabs.Panel value="join-requests" pt="lg">
              <JoinRequestsPanel />
            </Tabs.Panel>
          ) : null}
          {seesIntegrations ? (
            <Tabs.Panel value="integrations" pt="lg">
              <IntegrationsPanel />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </Container>
  );
}
