import { Container, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { familyScreenFor } from '@fairplay/domain';
import { useCurrentUser } from '../../../api/session';
import { NotFoundPage } from '../../not-found';
import { FamilyEditor } from './FamilyEditor';
import { FamilyOverviewView } from './FamilyOverviewView';

function idOfParam(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2147483647 ? id : null;
}

/**
 * /private/family/{id}, `id` a member's user id. Spec 1 gives it three screens, chosen by domain's familyScreenFor:
 * owners and other staff with members update manage the family; coaches and super coaches (and read-only staff)
 * see it with its upcoming bookings and lessons; a member sees their own family.
 */
export function FamilyPage() {
  const id = idOfParam(useParams().id);
  const user = useCurrentUser();
  const screen = familyScreenFor(user.member_type?.key, user.member_type?.roles);
  if (id === null || screen === 'none') return <NotFoundPage />;
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Family
        </Title>
        {screen === 'manage' ? <FamilyEditor memberId={id} /> : null}
        {screen === 'coach' ? <FamilyOverviewView memberId={id} days={14} mode="coach" /> : null}
        {screen === 'member' ? <FamilyOverviewView memberId={id} days={30} mode="member" /> : null}
      </Stack>
    </Container>
  );
}
