import { Alert, Container, Loader, Stack, Tabs, Title } from '@mantine/core';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { FacilityGroupsPanel } from '../../facility-groups';
import { LocationsPanel } from '../../locations';
import { useClubSettings } from '../api/useClubSettings';
import { ClubSettingsForm } from './ClubSettingsForm';

/** /private/settings: club settings, locations and facility groups (settings read to view, update to save). */
export function SettingsPage() {
  const user = useCurrentUser();
  const settings = useClubSettings();
  const canEdit = can(user.member_type?.roles, 'settings', 'update');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Settings
        </Title>
        <Tabs defaultValue="club" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="club">Club settings</Tabs.Tab>
            <Tabs.Tab value="locations">Locations</Tabs.Tab>
            <Tabs.Tab value="facility-groups">Facility groups</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="club" pt="lg">
            {settings.isLoading ? <Loader aria-label="Loading settings" /> : null}
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
        </Tabs>
      </Stack>
    </Container>
  );
}
