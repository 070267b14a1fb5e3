import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@fairplay/contracts';
import { FIND_A_CLUB, hasBusiness } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { JoinLinkCard, MyJoinRequests } from '../../joining';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useMemberships, useSetBusiness } from '../api/useMemberships';
import { FindClubCard } from './FindClubCard';
import { MembershipCard } from './MembershipCard';
import { BusyIndicator } from '../../../ui/BusyIndicator';

interface ChooseBusinessPageProps {
  /** Where to go once the club is switched, or the current one opened (the app knows the screens). */
  onChosen: (user: SessionUser) => void;
}

/** /private/choose-business (nav label Memberships, or Find a club in no club yet): pick the club to work in. */
export function ChooseBusinessPage({ onChosen }: ChooseBusinessPageProps) {
  const user = useCurrentUser();
  const memberships = useMemberships();
  const setBusiness = useSetBusiness();
  const choosing = setBusiness.isPending ? setBusiness.variables : null;

  const choose = (businessId: number, current: boolean) => {
    // The current club needs no switch: it opens at once.
    if (current) return onChosen(user);
    setBusiness.mutate(businessId, {
      onSuccess: (user) => {
        if (user.business) notifySuccess(`${user.business.name} is now your current club.`);
        onChosen(user);
      },
      onError: (error) => notifyError(error),
    });
  };
  const count = memberships.data?.length ?? 0;
  // Someone in no club yet is here to find one: the page is named for that (the header link says the same).
  const inNoClub = !hasBusiness(user);

  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2">
        {inNoClub ? FIND_A_CLUB : 'Memberships'}
      </Title>
      <Text c="dimmed" mt={4} mb="lg">
        {inNoClub
          ? 'Search for your club by name or address, or open the membership link your club sent you.'
          : count === 1
            ? 'You are a member of one club. Open it to see its court sheet and book.'
            : 'Your clubs: choose the one you want to book and play with now. You can switch at any time here.'}
      </Text>
      <JoinLinkCard onJoined={onChosen} />
      <FindClubCard title={inNoClub ? 'Search clubs' : FIND_A_CLUB} />
      <MyJoinRequests user={user} onJoined={onChosen} />
      {memberships.isPending ? <BusyIndicator label="Loading memberships" /> : null}
      {memberships.isError ? (
        <Alert color="red" variant="light" title="Error">
          <Stack gap="xs" align="flex-start">
            <span>{errorMessage(memberships.error)}</span>
            <Button size="xs" variant="light" color="red" onClick={() => void memberships.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {memberships.data?.length === 0 && user.join_requests.length === 0 ? (
        <Alert variant="light" color="gray" title="No clubs yet">
          You are not a member of any club yet. Find your club above, or ask it for its membership link to join.
        </Alert>
      ) : null}
      {memberships.data && memberships.data.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Your clubs">
          {memberships.data.map((membership) => (
            <MembershipCard
              key={membership.business_id}
              membership={membership}
              busy={choosing === membership.business_id}
              disabled={setBusiness.isPending}
              onChoose={() => choose(membership.business_id, membership.current)}
            />
          ))}
        </Stack>
      ) : null}
    </Container>
  );
}
