import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RECEIPT_MESSAGES, type ChargeDetail } from '@fairplay/contracts';
import { ApiError, errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useSendReceipt } from '../api/useReceipts';

/**
 * A paid charge's receipt as a PDF (its receipt_url opens in a new tab) and, with the payments update
 * permission, "E-mail receipt": to the payer's address, or to the one typed (a walk-in's).
 */
export function ReceiptActions({ charge, canSend }: { charge: ChargeDetail; canSend: boolean }) {
  const send = useSendReceipt();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  if (!charge.receipt_url) return null;
  const submit = () =>
    send.mutate(
      { id: charge.id, email: email.trim() || undefined },
      {
        onSuccess: (result) => {
          notifySuccess(`${result.message || RECEIPT_MESSAGES.sent} (${result.payload.email})`, 'Success');
          setAsking(false);
          setEmail('');
        },
      },
    );
  const emailError =
    send.error instanceof ApiError
      ? (send.error.fieldErrors.find((item) => item.field === 'email')?.message ?? null)
      : null;
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button component="a" href={charge.receipt_url} target="_blank" rel="noopener" variant="light" size="xs">
          Download PDF
        </Button>
        {canSend ? (
          <Button variant="light" size="xs" onClick={() => setAsking((open) => !open)} aria-expanded={asking}>
            E-mail receipt
          </Button>
        ) : null}
      </Group>
      {asking ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label="Send to"
              description="Leave empty to send it to the customer's e-mail."
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailError}
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit" size="sm" loading={send.isPending}>
              Send receipt
            </Button>
          </Group>
          <ErrorAlert message={send.error && !emailError ? errorMessage(send.error) : null} />
        </form>
      ) : null}
    </Stack>
  );
}
