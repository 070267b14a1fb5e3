import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from '@fairplay/contracts';
import { parseCents } from '@fairplay/domain';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useCashCharge, useTaxes } from '../api/usePayments';
import { AttemptKeys } from '../model/idempotency';
import { AmountInput } from './AmountInput';
import { CustomerSelect, type Customer } from './CustomerSelect';
import { TaxSelect } from './TaxSelect';
import { TotalsSummary } from './TotalsSummary';

/**
 * The cash-input dialog (spec 3 section 2): cash or a check taken at the desk, with an optional customer, the
 * Total/Subtotal toggle (Total: the amount already holds the selected taxes; Subtotal: they are added), taxes,
 * amount, a note and Save.
 */
export function CashChargeDialog({ currency, onClose }: { currency: string; onClose: () => void }) {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [type, setType] = useState<'cash' | 'check-input'>('cash');
  const [amountType, setAmountType] = useState<'total' | 'subtotal'>('total');
  const [taxIds, setTaxIds] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [fullName, setFullName] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const keys = useRef(new AttemptKeys());
  const taxes = useTaxes();
  const save = useCashCharge();
  const typeLabel = useId();
  const modeLabel = useId();
  const cents = parseCents(amount);
  const selected = (taxes.data ?? []).filter((tax) => taxIds.includes(tax.id));

  function submit() {
    setFailure(null);
    if (cents === null || cents <= 0) {
      setAmountError(PAYMENT_MESSAGES.amountPositive);
      return;
    }
    setAmountError(null);
    const body = {
      amount: cents,
      type,
      amount_type: amountType,
      selected_taxes: taxIds,
      description: note.trim(),
      ...(customer ? { user_id: customer.userId } : {}),
      fullName: fullName.trim() || customer?.name || '',
    };
    save.mutate(
      { body, key: keys.current.keyFor(body) },
      {
        onSuccess: (result) => {
          keys.current.answered();
          notifySuccess(result.message || PAYMENT_MESSAGES.cashRecorded, 'Success');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status !== 0) keys.current.answered();
          setFailure(errorMessage(error));
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title="Cash or check" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <CustomerSelect value={customer} onChange={setCustomer} description="Optional." />
        {customer ? null : (
          <TextInput
            label="Name"
            description="Optional: who paid."
            value={fullName}
            onChange={(event) => setFullName(event.currentTarget.value)}
            maxLength={PAYMENT_LIMITS.nameMax}
          />
        )}
        <div>
          <Text size="sm" fw={500} id={typeLabel} mb={4}>
            Type
          </Text>
          <SegmentedControl
            aria-labelledby={typeLabel}
            value={type}
            onChange={(value) => setType(value as typeof type)}
            data={[
              { value: 'cash', label: 'Cash' },
              { value: 'check-input', label: 'Check' },
            ]}
            fullWidth
          />
        </div>
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
          error={amountError}
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
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
