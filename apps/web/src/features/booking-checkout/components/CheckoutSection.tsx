import {
  BOOK_PAY_TYPE,
  type BookPayType,
  type BookAndPayBody,
  type CheckoutOptions,
  type PaymentCustomer,
} from '@fairplay/contracts';
import { Alert, Button, Checkbox, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { formatCents, formatTaxedPrice } from '@fairplay/domain';
import { useState } from 'react';
import { EMPTY_METHOD, NewMethodFields, tokenizeMethod, type MethodErrors, type NewMethodValues } from '../../payments';
import {
  METHOD_LABELS,
  memberChoices,
  methodsByPayType,
  methodsOffered,
  savedCards,
  type CheckoutMethod,
} from '../model/checkout';

/** What the checkout adds to the booking: how it is paid (points where the book pay type takes them). */
export type CheckoutPayment = Pick<BookAndPayBody, 'token' | 'payment_method_id' | 'save_card' | 'splitPayment'> & {
  method: BookAndPayBody['method'];
  /** Money taken at the desk: cash or a check (only where `checks` is offered). */
  type?: 'cash' | 'check-input';
};

interface CheckoutSectionProps {
  /** The club's price for the booking in cents; null while it loads or when it could not be read. */
  price: number | null;
  /** The price's tax and the total charged (the club's court-time taxes), when it is taxed. */
  taxed?: { tax: number; total: number } | null;
  options: CheckoutOptions;
  payer: PaymentCustomer | undefined;
  staff: boolean;
  /** A customer (nbu) is not offered to save a card (spec 3 section 5). */
  canSaveCard: boolean;
  busy: boolean;
  onPay: (payment: CheckoutPayment) => void;
  /** Null: the form around it has its own Cancel (staff keep the form's buttons too). */
  onCancel: (() => void) | null;
  /** The points price and the book pay type, when the booking may be paid with points; else null. */
  points?: { price: number; payType: BookPayType } | null;
  /** The payer's points in the booking's facility group, shown beside Points; null when not known. */
  pointsBalance?: number | null;
  /** The card button's words and whether to offer in person. */
  cardLabel?: string;
  offerInPerson?: boolean;
  /**
   * What a card may do here: `charge` (paid now, the card button) and `authorize` ("Book and Authorize Payment":
   * held now and captured 24 hours before, spec 2 section 6). Charge only by default.
   */
  cardActions?: CardAction[];
  /** Other words for the hold's button, its consent box, the in-person and the cash buttons. */
  labels?: { authorize?: string; consent?: string; inPerson?: string; cash?: string; check?: string; points?: string };
  /**
   * Split payment (the club's split_payment, other members playing): each player's share in cents, the booker's
   * first (with the guest fees). Null: the booking cannot be split.
   */
  split?: number[] | null;
  /** Offer Check beside Cash (staff taking what a saved booking owes). */
  checks?: boolean;
  /** Offer the terminal: the desk's online card readers, the button's words, and what sends the charge there. */
  terminal?: { readers: { id: number; label: string }[]; label: string; onCharge: (readerId: number) => void } | null;
}

/** How a card pays in the checkout: charged now, or held and captured 24 hours before the booking. */
export type CardAction = 'charge' | 'authorize';

/**
 * The checkout of a booking (spec 3 "checkout modal"): the price the club's rules give it, the method picker and
 * the buttons. Members choose 'Book and Pay in Person' or pay by card now; staff take a card or cash, or leave it
 * to be paid in person. Card details go only to the processor's tokenizer; the server charges the token.
 */
export function CheckoutSection(props: CheckoutSectionProps) {
  const { price, options, payer, staff, canSaveCard, busy, onCancel, points = null, split = null } = props;
  const { pointsBalance = null, terminal = null } = props;
  const [splitting, setSplitting] = useState(false);
  const splitNow = split !== null && splitting;
  // A split booking sends splitPayment with the card or cash that pays the booker's share (points do not split).
  const onPay = (payment: CheckoutPayment) =>
    props.onPay(splitNow && payment.method !== 'points' ? { ...payment, splitPayment: true } : payment);
  const { cardLabel = 'Book and Pay by Card', offerInPerson = true, cardActions = ['charge'], labels = {} } = props;
  const offered = methodsOffered(options, payer, props.checks, (terminal?.readers.length ?? 0) > 0);
  const methods = methodsByPayType(offered, price, points);
  const pointsPrice =
    points !== null && points.payType !== BOOK_PAY_TYPE.moneyOnly && points.price > 0 ? points.price : null;
  const cards = savedCards(payer);
  const [method, setMethod] = useState<CheckoutMethod | null>(null);
  const chosen = method && methods.includes(method) ? method : (methods[0] ?? null);
  const [savedId, setSavedId] = useState<string>('');
  const [readerId, setReaderId] = useState<string>('');
  const [card, setCard] = useState<NewMethodValues>(EMPTY_METHOD);
  const [errors, setErrors] = useState<MethodErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const choices = memberChoices(options, price);
  const cardChosen = chosen === 'saved' || chosen === 'new_card';
  const canPay =
    chosen === 'points'
      ? pointsPrice !== null
      : price !== null &&
        price > 0 &&
        chosen !== null &&
        (staff || choices.payByCard || chosen === 'cash' || chosen === 'check' || chosen === 'terminal');
  const moneyPrice = points?.payType === BOOK_PAY_TYPE.pointsOnly ? null : price;
  // Spec 2 section 6: "Book and Authorize Payment" only with the club's payment account and a price above 0.
  const mayAuthorize = cardActions.includes('authorize') && choices.payByCard && cardChosen;
  const mayCharge = !cardChosen || cardActions.includes('charge');
  // One primary button (issue 24): paying by card where the club takes cards, else paying in person; the hold,
  // cash and the unpaid booking are the lighter choices beside it.
  const inPersonFirst = !options.card_payments && offerInPerson && (choices.payInPerson || staff);

  const pay = async (action: CardAction) => {
    setProblem(null);
    if (chosen === 'cash') return onPay({ method: 'cash' });
    if (chosen === 'check') return onPay({ method: 'cash', type: 'check-input' });
    if (chosen === 'points') return onPay({ method: 'points' });
    if (chosen === 'terminal') return terminal?.onCharge(Number(readerId || terminal.readers[0]?.id));
    if (chosen === 'saved') {
      const id = Number(savedId || cards.find((saved) => saved.default_source)?.id || cards[0]?.id);
      return onPay({ method: action, payment_method_id: id });
    }
    setTokenizing(true);
    const result = await tokenizeMethod('card', card).finally(() => setTokenizing(false));
    if (!result.ok) {
      setErrors(result.errors);
      setProblem(result.message);
      return;
    }
    setErrors({});
    // A hold on a new card: the consent to keep it is what lets a far booking be authorized later (spec 3).
    const save = action === 'authorize' ? saveCard : canSaveCard && saveCard;
    onPay({ method: action, token: result.token, save_card: save });
  };

  return (
    <Stack gap="sm" data-testid="checkout">
      <Text fw={600}>
        {price === null
          ? 'Price: loading…'
          : `Price: ${[
              ...(moneyPrice === null
                ? []
                : [
                    formatTaxedPrice(
                      { price: moneyPrice, tax: 0, total: moneyPrice, ...props.taxed },
                      options.currency,
                    ),
                  ]),
              ...(pointsPrice === null ? [] : [`${pointsPrice} points`]),
            ].join(' or ')}`}
      </Text>
      {split !== null && price !== null && price > 0 && chosen !== 'points' ? (
        <Stack gap={4}>
          <Checkbox
            label="Split payment"
            description={`Each of the ${split.length} players pays their own share; guest fees are on you.`}
            checked={splitting}
            onChange={(event) => setSplitting(event.currentTarget.checked)}
          />
          {splitNow ? (
            <Text size="sm" data-testid="booker-share">
              {`Your share: ${formatCents(split[0]!, options.currency)} of ${formatCents(price, options.currency)}`}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {price !== null && methods.length > 0 ? (
        <Radio.Group
          label="Payment method"
          value={chosen ?? ''}
          onChange={(value) => setMethod(value as CheckoutMethod)}
        >
          <Group mt="xs">
            {methods.map((value) => (
              <Radio
                key={value}
                value={value}
                label={
                  value === 'points' && pointsBalance !== null
                    ? `${METHOD_LABELS.points} (${pointsBalance} available)`
                    : METHOD_LABELS[value]
                }
              />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
      {price !== null && price > 0 && !options.card_payments ? (
        <Text size="sm" c="dimmed">
          {`Card payments are not available: the club is not connected to ${options.provider_label}.`}
        </Text>
      ) : null}
      {price !== null && price > 0 && chosen === 'saved' ? (
        <NativeSelect
          label="Saved card"
          data={cards.map((saved) => ({
            value: String(saved.id),
            label: `${saved.brand} •••• ${saved.last4}${saved.default_source ? ' (default)' : ''}`,
          }))}
          value={savedId || String(cards.find((saved) => saved.default_source)?.id ?? cards[0]?.id ?? '')}
          onChange={(event) => setSavedId(event.currentTarget.value)}
        />
      ) : null}
      {price !== null && price > 0 && chosen === 'terminal' && terminal ? (
        <NativeSelect
          label="Reader"
          data={terminal.readers.map((reader) => ({ value: String(reader.id), label: reader.label }))}
          value={readerId || String(terminal.readers[0]?.id ?? '')}
          onChange={(event) => setReaderId(event.currentTarget.value)}
        />
      ) : null}
      {price !== null && price > 0 && chosen === 'new_card' ? (
        <>
          <NewMethodFields kind="card" values={card} errors={errors} onChange={setCard} disabled={busy || tokenizing} />
          {canSaveCard || mayAuthorize ? (
            <Checkbox
              label={
                mayAuthorize
                  ? (labels.consent ??
                    'Save this card, so a booking held for later can be charged at the cancellation deadline')
                  : 'Save this card for later payments'
              }
              checked={saveCard}
              onChange={(event) => setSaveCard(event.currentTarget.checked)}
            />
          ) : null}
        </>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="sm">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        {offerInPerson && !(splitNow && chosen !== 'points') && (choices.payInPerson || staff) ? (
          <Button
            variant={inPersonFirst ? 'filled' : 'light'}
            loading={busy}
            onClick={() => onPay({ method: 'in_person' })}
            disabled={price === null}
          >
            {labels.inPerson ?? 'Book and Pay in Person'}
          </Button>
        ) : null}
        {canPay && mayCharge ? (
          <Button
            variant={inPersonFirst ? 'light' : 'filled'}
            loading={busy || tokenizing}
            onClick={() => void pay('charge')}
          >
            {cardChosen
              ? cardLabel
              : chosen === 'terminal'
                ? terminal?.label
                : chosen === 'points'
                  ? (labels.points ?? 'Book and Pay with Points')
                  : chosen === 'check'
                    ? (labels.check ?? 'Book and Take Check')
                    : (labels.cash ?? 'Book and Take Cash')}
          </Button>
        ) : null}
        {canPay && mayAuthorize ? (
          <Button variant="light" loading={busy || tokenizing} onClick={() => void pay('authorize')}>
            {labels.authorize ?? 'Book and Authorize Payment'}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
