import { Alert, Center, Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { NotFoundPage } from '../../not-found';
import { useCourt } from '../api/useCourts';
import { CourtForm } from './CourtForm';
import { BusyIndicator } from '../../../ui/BusyIndicator';

function courtIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2147483647 ? id : null;
}

/** /private/court/{courtId}: edit one court (settings update; the route guard shows not-found without it). */
export function CourtEditorPage() {
  const id = courtIdOf(useParams().courtId);
  const user = useCurrentUser();
  const court = useCourt(id);

  if (id === null || !user.business) return <NotFoundPage />;
  if (court.isError && isApiError(court.error) && court.error.status === 404) return <NotFoundPage />;
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Edit court
          </Title>
          {court.data ? <Text c="dimmed">{court.data.name}</Text> : null}
        </Stack>
        {court.isLoading ? (
          <Center py="xl">
            <BusyIndicator label="Loading the court" />
          </Center>
        ) : null}
        {court.isError ? (
          <Alert color="red" variant="light" title="Error">
            {errorMessage(court.error)}
          </Alert>
        ) : null}
        {court.data ? <CourtForm key={court.data.id} court={court.data} club={user.business} /> : null}
      </Stack>
    </Container>
  );
}
