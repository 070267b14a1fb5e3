import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES, type Reader, type TerminalIntent } from '@fairplay/contracts';
import { parseCents } from '@fairplay/domain';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useTaxes } from '../api/usePayments';
import { useSendToReader } from '../api/useReaders';
import { AttemptKeys } from '../model/idempotency';
import { AmountInput } from './AmountInput';
import { CustomerSelect, type Customer } from './CustomerSelect';
import { TaxSelect } from './TaxSelect';
import { TerminalProgress } from './TerminalProgress';
import { TotalsSummary } from './TotalsSummary';

/**
 * The terminal charge dialog (spec 3 section 2): a reader that is online, the Total/Subtotal toggle, taxes, an
 * optional customer, the amount and a note; Confirm sends it to the reader, and the dialog follows the card
 * holder at the terminal until the charge is captured or declined.
 */
export function TerminalChargeDialog({
  readers,
  initialReader,
  currency,
  onClose,
}: {
  readers: Reader[];
  initialReader: number | null;
  currency: string;
  onClose: () => void;
}) {
  const [readerId, setReaderId] = useState<string | null>(
    initialReader !== null ? String(initialReader) : readers.length === 1 ? String(readers[0]!.id) : null,
  );
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [amountType, setAmountType] = useState<'total' | 'subtotal'>('total');
  const [taxIds, setTaxIds] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reader?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<TerminalIntent | null>(null);
  const keys = useRef(new AttemptKeys());
  const taxes = useTaxes();
  const send = useSendToReader();
  const modeLabel = useId();
  const cents = parseCents(amount);
  const selected = (taxes.data ?? []).filter((tax) => taxIds.includes(tax.id));

  function confirm() {
    setFailure(null);
    const found: typeof errors = {};
    if (cents === null || cents <= 0) found.amount = PAYMENT_MESSAGES.amountPositive;
    if (readerId === null) found.reader = 'Choose a reader.';
    setErrors(found);
    if (Object.keys(found).length > 0 || cents === null) return;
    const body = {
      reader_id: Number(readerId),
      amount: cents,
      amount_type: amountType,
      selected_taxes: taxIds,
      description: note.trim(),
      ...(customer ? { user_id: customer.userId } : {}),
      full_name: customer?.name ?? '',
      method: 'reader' as const,
    };
    send.mutate(
      { body, key: keys.current.keyFor(body) },
      {
        onSuccess: (result) => {
          keys.current.answered();
          setSent(result.payload);
        },
        onError: (error) => {
          if (isApiError(error) && error.status !== 0) keys.current.answered();
          setFailure(errorMessage(error));
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title="Charge on the terminal"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {sent ? (
        <TerminalProgress
          paymentIntentId={sent.payment_intent_id}
          reader={sent.reader}
          total={sent.charge.total}
          currency={currency}
          onClose={onClose}
          onDone={() => {
            notifySuccess(`Charged ${sent.reader.label}`, 'Success');
            onClose();
          }}
        />
      ) : (
        <Stack gap="sm">
          <Select
            label="Reader"
            value={readerId}
            onChange={setReaderId}
            data={readers.map((reader) => ({ value: String(reader.id), label: reader.label }))}
            error={errors.reader}
            required
          />
          <CustomerSelect value={customer} onChange={setCustomer} description="Optional." />
          <div>
            <Text size="sm" fw={500} id={modeLabel} mb={4}>
              The amount is the
            </Text>
            <SegmentedControl
              aria-labelledby={modeLabel}
              value={amountType}
              onChange={(value) => setAmountType(value as typeof amountType)}
              data={[
                { value: 'total', label: 'Total' },
                { value: 'subtotal', label: 'Subtotal' },
              ]}
              fullWidth
            />
          </div>
          <TaxSelect taxes={taxes.data ?? []} value={taxIds} onChange={setTaxIds} />
          <AmountInput
            currency={currency}
            label="Amount"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={errors.amount}
            required
          />
          <Textarea
            label="Note"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={PAYMENT_LIMITS.descriptionMax}
            autosize
            minRows={2}
          />
          {cents !== null && cents > 0 ? (
            <TotalsSummary amount={cents} taxes={selected} currency={currency} allInclusive={amountType === 'total'} />
          ) : null}
          <ErrorAlert message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={send.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
