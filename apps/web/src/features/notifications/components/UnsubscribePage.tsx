import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useUnsubscribe } from '../api/useNotifications';

/** /unsubscribe/:token, the link of every marketing e-mail: one click, no sign-in (a link preview does not unsubscribe). */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Unsubscribe
        </Title>
        {unsubscribe.isSuccess ? (
          <Alert color="green" variant="light" title="Done" role="status">
            {unsubscribe.data.message}
          </Alert>
        ) : (
          <>
            <Text>
              Stop receiving the club's news and offers by e-mail. You will still receive e-mails about your own
              bookings and your account.
            </Text>
            {unsubscribe.isError ? (
              <Alert color="red" variant="light" title="Error" role="alert">
                {errorMessage(unsubscribe.error)}
              </Alert>
            ) : null}
            <Button
              onClick={() => unsubscribe.mutate(token)}
              loading={unsubscribe.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              Unsubscribe
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
