import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useUnsubscribe } from '../api/useNotifications';
import { UnsubscribeRequestForm } from './UnsubscribeRequestForm';

/** The club of a link `{club id}-{token}`; undefined when the link is too damaged to tell. */
function clubOfLink(token: string): number | undefined {
  const match = /^(\d{1,10})-/.exec(token);
  const id = match ? Number(match[1]) : NaN;
  return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : undefined;
}

/**
 * /unsubscribe/:token, the link of every marketing e-mail: one click, no sign-in (a link preview does not unsubscribe).
 * A link that fails offers the spec's request by e-mail to the club instead.
 */
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
            {unsubscribe.isError ? <UnsubscribeRequestForm businessId={clubOfLink(token)} /> : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
