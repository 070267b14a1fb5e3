import { useState } from 'react';
import { Alert, Button, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { MARKETING_LIMITS, unsubscribeBody } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { useUnsubscribeRequest } from '../api/useNotifications';

interface UnsubscribeRequestFormProps {
  /** The club of the link (its `{club id}-` prefix), when the link carries one. */
  businessId: number | undefined;
}

/**
 * The spec's unsubscribe request by e-mail (name, email, message), for a link that does not work or was lost: the
 * club's staff get the message, and a member with that address is e-mailed their own one-click link.
 */
export function UnsubscribeRequestForm({ businessId }: UnsubscribeRequestFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('Please stop sending me news and offers by e-mail.');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const request = useUnsubscribeRequest();

  if (request.isSuccess) {
    return (
      <Alert color="green" variant="light" title="Sent" role="status">
        {request.data.message}
      </Alert>
    );
  }
  return (
    <Stack
      component="form"
      gap="sm"
      aria-labelledby="unsubscribe-request-title"
      onSubmit={(event) => {
        event.preventDefault();
        const body = { name, email, message, ...(businessId ? { business_id: businessId } : {}) };
        const parsed = unsubscribeBody.safeParse(body);
        if (!parsed.success) {
          setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
          return;
        }
        setErrors({});
        request.mutate(body);
      }}
    >
      <Title order={2} size="h4" id="unsubscribe-request-title">
        Ask the club instead
      </Title>
      <TextInput
        label="Name"
        required
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <TextInput
        label="E-mail"
        type="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <Textarea
        label="Message"
        required
        autosize
        minRows={2}
        maxLength={MARKETING_LIMITS.messageMax}
        value={message}
        error={errors.message}
        onChange={(e) => setMessage(e.currentTarget.value)}
      />
      {request.isError ? (
        <Alert color="red" variant="light" title="Error" role="alert">
          {errorMessage(request.error)}
        </Alert>
      ) : null}
      <Button type="submit" variant="default" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
        Send request
      </Button>
    </Stack>
  );
}
