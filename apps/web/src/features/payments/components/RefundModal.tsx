import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PAYMENT_MESSAGES, type OrderDetail } from '@fairplay/contracts';
import { formatCents, parseCents, refundTax } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useRefund } from '../api/usePayments';
import { centsToInput } from '../model/money';
import { AmountInput } from './AmountInput';

/** Spec 3 section 8's confirmation before any refund. */
export const REFUND_CONFIRMATION = 'Are you sure to refund the charge ?';

/**
 * Refund And Return (spec 3 section 2): part or all of one order line. The amount is above 0 and at most the
 * line's refundable remainder, else 'Not valid Tax number'; the quantity returned is 0 up to the units not returned
 * yet. Its tax is refunded in proportion (domain's refundTax, as the server computes it). Asks before refunding.
 */
export function RefundModal({
  chargeId,
  line,
  currency,
  onClose,
}: {
  chargeId: number;
  line: OrderDetail;
  currency: string;
  onClose: () => void;
}) {
  const maxCount = line.count - line.returned_count;
  const [amount, setAmount] = useState(centsToInput(line.refundable));
  const [count, setCount] = useState<number | string>(0);
  const [errors, setErrors] = useState<{ amount?: string; count?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const refund = useRefund();
  const cents = parseCents(amount);
  const valid = cents !== null && cents > 0 && cents <= line.refundable;

  function review() {
    const found: typeof errors = {};
    if (!valid) found.amount = PAYMENT_MESSAGES.notValidTax;
    const units = typeof count === 'number' ? count : Number.NaN;
    if (!Number.isInteger(units) || units < 0 || units > maxCount)
      found.count = maxCount > 0 ? `Quantity must be 0 to ${maxCount}.` : 'Nothing is left to return.';
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  function send() {
    refund.mutate(
      {
        item: {
          payment_id: chargeId,
          order_details_id: line.id,
          amount: cents!,
          count: typeof count === 'number' ? count : 0,
          return_inverntory: false,
        },
      },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || PAYMENT_MESSAGES.refunded, 'Success');
          onClose();
        },
        onError: () => setConfirming(false),
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title="Refund And Return" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text size="sm">
          {line.description}: {formatCents(line.refundable, currency)} left to refund.
        </Text>
        {confirming ? (
          <>
            <Text fw={600}>{REFUND_CONFIRMATION}</Text>
            <Text size="sm">
              {formatCents(cents!, currency)} goes back to the customer
              {line.tax > 0
                ? `, of which ${formatCents(
                    refundTax(cents!, {
                      total: line.total,
                      tax: line.tax,
                      amountRefunded: line.amount_refunded,
                      taxRefunded: line.tax_refunded,
                    }),
                    currency,
                  )} tax`
                : ''}
              .
            </Text>
            <ErrorAlert message={refund.error ? errorMessage(refund.error) : null} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                No
              </Button>
              <Button color="red" loading={refund.isPending} onClick={send}>
                Yes, refund
              </Button>
            </Group>
          </>
        ) : (
          <>
            <AmountInput
              currency={currency}
              label="Amount"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={errors.amount ?? (amount.trim() !== '' && !valid ? PAYMENT_MESSAGES.notValidTax : undefined)}
              required
            />
            <NumberInput
              label="Quantity returned"
              description={`Of ${maxCount} not returned yet.`}
              value={count}
              onChange={setCount}
              min={0}
              max={maxCount}
              allowDecimal={false}
              allowNegative={false}
              error={errors.count}
            />
            <ErrorAlert message={refund.error ? errorMessage(refund.error) : null} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={review} disabled={!valid}>
                Refund
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
