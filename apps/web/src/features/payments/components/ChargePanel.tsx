import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  INVOICE_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_LIMITS,
  type ChargeDetail,
  type PaymentAccount,
} from '@fairplay/contracts';
import { formatCents, lineTaxes, monthlyInvoiceIssue, parseCents } from '@fairplay/domain';
import { errorMessage, isApiError } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { tokenizeMethod } from '../api/tokenize';
import { useBusinessCustomer, useCharge, useTaxes } from '../api/usePayments';
import { AttemptKeys } from '../model/idempotency';
import { EMPTY_METHOD, type MethodErrors, type MethodKind } from '../model/new-method';
import { AmountInput } from './AmountInput';
import { CashChargeDialog } from './CashChargeDialog';
import { ChargeOutcome } from './ChargeOutcome';
import { ConnectWarning } from './ConnectWarning';
import { CustomerSelect, type Customer } from './CustomerSelect';
import { NewMethodFields } from './NewMethodFields';
import { TaxSelect } from './TaxSelect';
import { TotalsSummary } from './TotalsSummary';

const NEW = 'new';

/**
 * The payments page's "Charge with" panel (spec 3 section 2, Charge customer modal): a customer (or a walk-in
 * named by hand), card or US bank account, a saved method or a new card typed into the processor's tokenizer,
 * optionally saved for the customer (bank accounts are charged once saved and verified), taxes, amount, name and
 * description. Cash and checks open their own dialog. Add to Monthly Invoice by domain's monthlyInvoiceIssue.
 */
export function ChargePanel({
  account,
  currency,
  fixedCustomer,
  onCharged,
}: {
  account: PaymentAccount;
  currency: string;
  /** The member detail's charge: this customer, no picker and no cash button. */
  fixedCustomer?: Customer;
  onCharged?: () => void;
}) {
  const [customer, setCustomer] = useState<Customer | null>(fixedCustomer ?? null);
  const [kind, setKind] = useState<MethodKind>('card');
  const [picked, setPicked] = useState<string | null>(null);
  const [method, setMethod] = useState(EMPTY_METHOD);
  const [methodErrors, setMethodErrors] = useState<MethodErrors>({});
  const [saveMethod, setSaveMethod] = useState(false);
  const [onInvoice, setOnInvoice] = useState(false);
  const currentUser = useCurrentUser();
  const invoicing = currentUser.business?.add_to_invoice === true;
  const [taxIds, setTaxIds] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; name?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ChargeDetail | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [cashOpen, setCashOpen] = useState(false);
  const keys = useRef(new AttemptKeys());
  const taxes = useTaxes();
  const payer = useBusinessCustomer(customer?.userId ?? null);
  const charge = useCharge();

  const saved = useMemo(() => (payer.data?.methods ?? []).filter((item) => item.object === kind), [payer.data, kind]);
  // A customer's default method of the chosen kind is offered first; a walk-in pays with a new one.
  const preferred =
    saved.find((item) => item.default_source && item.status === 'verified') ??
    saved.find((item) => item.status === 'verified');
  const methodChoice =
    picked !== null && (picked === NEW || saved.some((item) => String(item.id) === picked))
      ? picked
      : preferred
        ? String(preferred.id)
        : NEW;

  const selectedTaxes = (taxes.data ?? []).filter((tax) => taxIds.includes(tax.id));
  const cents = parseCents(amount);
  const isNew = methodChoice === NEW;
  const bank = kind === 'bank_account';
  // Spec 3 section 5: Add to Monthly Invoice when the club bills monthly, for a customer with a stored method (or
  // one being saved now), whose member type id is not 3 or 14, and never for an nbu user at the screen.
  const canInvoice =
    customer !== null &&
    monthlyInvoiceIssue({
      clubInvoices: invoicing,
      callerUserType: currentUser.user_type,
      memberTypeId: payer.data?.member_type_id ?? null,
      storedMethod: !isNew || saveMethod,
    }) === null;
  const addToInvoice = canInvoice && onInvoice;

  function reset() {
    setMethod(EMPTY_METHOD);
    setMethodErrors({});
    setSaveMethod(false);
    setOnInvoice(false);
    setAmount('');
    setName('');
    setDescription('');
    setErrors({});
    setFailure(null);
  }

  async function submit() {
    setFailure(null);
    setOutcome(null);
    const found: typeof errors = {};
    if (cents === null || cents <= 0) found.amount = PAYMENT_MESSAGES.amountPositive;
    // Spec 3 section 5: a name longer than 2 characters when no stored account pays.
    const chargeName = name.trim() || customer?.name || '';
    if (!customer && chargeName.length < PAYMENT_LIMITS.nameMin) found.name = PAYMENT_MESSAGES.nameRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || cents === null) return;
    let token: string | undefined;
    if (isNew) {
      setTokenizing(true);
      const result = await tokenizeMethod(kind, method).finally(() => setTokenizing(false));
      if (!result.ok) {
        setMethodErrors(result.errors);
        setFailure(result.message);
        return;
      }
      setMethodErrors({});
      token = result.token;
    }
    const body = {
      amount: cents,
      ...(token ? { token } : { payment_method_id: Number(methodChoice) }),
      ...(customer ? { member_id: customer.userId } : {}),
      name: chargeName,
      description: description.trim(),
      selected_taxes: taxIds,
      save_card: isNew && customer !== null && saveMethod,
      ...(addToInvoice ? { invoice: true } : {}),
      currency,
    };
    // A fresh token makes every attempt a new body; the key still covers a double press of the same attempt.
    const key = keys.current.keyFor({ ...body, token: undefined });
    charge.mutate(
      { body, key },
      {
        onSuccess: (result) => {
          keys.current.answered();
          if (result.payload.status === 'invoiced') {
            notifySuccess(result.message || INVOICE_MESSAGES.added, 'Success');
            reset();
            onCharged?.();
          } else if (result.payload.status === 'succeeded') {
            notifySuccess(result.message || PAYMENT_MESSAGES.chargeCreated, 'Success');
            reset();
            onCharged?.();
          } else setOutcome(result.payload);
        },
        onError: (error) => {
          if (isApiError(error) && error.status !== 0) keys.current.answered();
          setFailure(errorMessage(error));
        },
      },
    );
  }

  const busy = tokenizing || charge.isPending;
  const notConnected = failure === PAYMENT_MESSAGES.notConnected(account.provider_label);
  const fields = (
    <>
      {fixedCustomer ? null : (
        <CustomerSelect
          value={customer}
          onChange={(value) => {
            setCustomer(value);
            setPicked(null);
            setSaveMethod(false);
          }}
          description="Leave empty for a walk-in customer."
        />
      )}
      <SegmentedControl
        aria-label="Pay by"
        value={kind}
        onChange={(value) => {
          setKind(value as MethodKind);
          setPicked(null);
          setMethodErrors({});
        }}
        data={[
          { value: 'card', label: 'Card' },
          { value: 'bank_account', label: 'Bank account (ACH)' },
        ]}
        fullWidth
      />
      {saved.length > 0 ? (
        <Select
          label="Payment method"
          value={methodChoice}
          onChange={(value) => setPicked(value ?? NEW)}
          allowDeselect={false}
          data={[
            ...saved.map((item) => ({
              value: String(item.id),
              label: `${item.brand} •••• ${item.last4}${item.default_source ? ' (default)' : ''}${
                item.status === 'verified' ? '' : ' (not verified)'
              }`,
              disabled: item.status !== 'verified',
            })),
            // A new bank account is saved and verified first (its micro-deposits), so only cards are new here.
            ...(bank ? [] : [{ value: NEW, label: 'New card' }]),
          ]}
        />
      ) : null}
      {isNew && bank ? (
        <Text size="sm" c="dimmed">
          {PAYMENT_MESSAGES.bankMustBeSaved}{' '}
          {customer && !fixedCustomer ? (
            <Anchor component={Link} to={`/private/member/edit/${customer.userId}`}>
              Add one on {customer.name}&apos;s page.
            </Anchor>
          ) : (
            'Add one with Add payment method on the customer’s page.'
          )}
        </Text>
      ) : null}
      {isNew && !bank ? (
        <NewMethodFields kind={kind} values={method} errors={methodErrors} onChange={setMethod} disabled={busy} />
      ) : null}
      {isNew && !bank && customer ? (
        <Checkbox
          label={`Save this card for ${customer.name}`}
          checked={saveMethod}
          onChange={(event) => setSaveMethod(event.currentTarget.checked)}
        />
      ) : null}
      {canInvoice ? (
        <Checkbox
          label="Add to Monthly Invoice"
          description="Charged with the month's invoice at the month's end, from the saved payment method."
          checked={onInvoice}
          onChange={(event) => setOnInvoice(event.currentTarget.checked)}
        />
      ) : null}
      <TaxSelect taxes={taxes.data ?? []} value={taxIds} onChange={setTaxIds} />
      <AmountInput
        currency={currency}
        label="Amount"
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        error={errors.amount}
        required
      />
      <TextInput
        label="Name"
        description={customer ? `Defaults to ${customer.name}.` : 'The name on the receipt.'}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        maxLength={PAYMENT_LIMITS.nameMax}
        required={!customer}
      />
      <TextInput
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        maxLength={PAYMENT_LIMITS.descriptionMax}
      />
      {cents !== null && cents > 0 ? <TotalsSummary amount={cents} taxes={selectedTaxes} currency={currency} /> : null}
      {notConnected ? <ConnectWarning providerLabel={account.provider_label} /> : <ErrorAlert message={failure} />}
      {outcome ? (
        <ChargeOutcome charge={outcome} onChange={(next) => setOutcome(next.status === 'succeeded' ? null : next)} />
      ) : null}
      <Button onClick={() => void submit()} loading={busy} disabled={isNew && bank}>
        {cents !== null && cents > 0
          ? `Charge ${formatCents(lineTaxes(cents, selectedTaxes).total, currency)}`
          : 'Charge'}
      </Button>
    </>
  );
  if (fixedCustomer) return <Stack gap="sm">{fields}</Stack>;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="charge-with-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="charge-with-title">
          Charge with
        </Title>
        {fields}
        <Divider label="or" />
        <Button variant="default" leftSection={<IconCash size={18} aria-hidden />} onClick={() => setCashOpen(true)}>
          Cash or check
        </Button>
      </Stack>
      {cashOpen ? <CashChargeDialog currency={currency} onClose={() => setCashOpen(false)} /> : null}
    </Paper>
  );
}
