import { Container, Paper, Stack, Title } from '@mantine/core';
import { can } from '@fairplay/domain';
import { useCurrentUser } from '../../../api/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileClubCard } from './ProfileClubCard';
import { ProfileForm } from './ProfileForm';
import { ProfileSummary } from './ProfileSummary';
import { DirectoryConsentSwitch } from '../../members';

/** /private/profile: your own details, your club and your password. */
export function ProfilePage() {
  const user = useCurrentUser();
  const canRenameClub =
    user.business !== null && user.member_type?.key === 'owner' && can(user.member_type.roles, 'settings', 'update');
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Profile
        </Title>
        <ProfileSummary user={user} />
        <ProfileClubCard user={user} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <ProfileForm key={user.id} user={user} canRenameClub={canRenameClub} />
        </Paper>
        {user.business !== null ? (
          // A member's own listing in the club's member directory (which only staff open, issue 26).
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <DirectoryConsentSwitch />
          </Paper>
        ) : null}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <ChangePasswordForm />
        </Paper>
      </Stack>
    </Container>
  );
}
