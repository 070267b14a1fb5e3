import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PAYMENT_MESSAGES, type PaymentMethod } from '@fairplay/contracts';
import { parseCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useMethodActions } from '../api/usePayments';
import { AmountInput } from './AmountInput';

/** Bank account verification (spec 3 sections 2 and 4): the two micro-deposit amounts, both above 0. */
export function VerifyBankDialog({
  memberId,
  method,
  onClose,
}: {
  memberId: number;
  method: PaymentMethod;
  onClose: () => void;
}) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [errors, setErrors] = useState<{ first?: string; second?: string }>({});
  const { verify } = useMethodActions(memberId);

  function submit() {
    const amount1 = parseCents(first);
    const amount2 = parseCents(second);
    const found: typeof errors = {};
    if (amount1 === null || amount1 <= 0) found.first = PAYMENT_MESSAGES.amountPositive;
    if (amount2 === null || amount2 <= 0) found.second = PAYMENT_MESSAGES.amountPositive;
    setErrors(found);
    if (amount1 === null || amount2 === null || Object.keys(found).length > 0) return;
    verify.mutate(
      { member_id: memberId, bank_source_id: method.id, amount1, amount2 },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || PAYMENT_MESSAGES.bankVerified, 'Success');
          onClose();
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title="Verify bank account" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text size="sm">
          Two small deposits were sent to {method.brand} •••• {method.last4}. Enter their amounts as they appear on the
          bank statement.
        </Text>
        <Group grow align="flex-start">
          <AmountInput
            currency="usd"
            label="First deposit"
            value={first}
            onChange={(event) => setFirst(event.currentTarget.value)}
            error={errors.first}
            required
          />
          <AmountInput
            currency="usd"
            label="Second deposit"
            value={second}
            onChange={(event) => setSecond(event.currentTarget.value)}
            error={errors.second}
            required
          />
        </Group>
        <ErrorAlert message={verify.error ? errorMessage(verify.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={verify.isPending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
