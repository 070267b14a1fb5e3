import { BOOK_PAY_TYPE, type BookPayType } from '@fairplay/contracts';
import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useCheckoutOptions, usePayer } from '../api/useCheckout';
import { CheckoutSection, type CardAction, type CheckoutPayment } from './CheckoutSection';

interface CheckoutModalProps {
  opened: boolean;
  /** What is being booked, as the dialog's title says it ("Book Intermediate clinic"). */
  title: string;
  /** The server's price in cents and, where the book pay type takes points, in points; null while loading. */
  price: { main_value: number; point_value: number } | null;
  /** The money price's tax and the total charged (court time's taxes), when it is taxed. */
  taxed?: { tax: number; total: number } | null;
  payType: BookPayType;
  /** Whom the place is for (whose saved cards are offered) and whether the caller is staff / a customer (nbu). */
  payerId: number;
  staff: boolean;
  customer: boolean;
  busy: boolean;
  /** The last refusal (a declined card, a price that changed), shown above the picker. */
  problem: string | null;
  onPay: (payment: CheckoutPayment) => void;
  onClose: () => void;
  /** The card button's words and whether "Book and Pay in Person" is offered here too. */
  cardLabel?: string;
  offerInPerson?: boolean;
  /** Charge now (the default) and/or "Book and Authorize Payment" (held, captured 24 hours before). */
  cardActions?: CardAction[];
  /** Other words for the hold's button, its consent box and the in-person button (a waitlist's checkout). */
  labels?: { authorize?: string; consent?: string; inPerson?: string; cash?: string };
  /** Other ways to pay shown above the picker (a lesson's class packs). */
  before?: ReactNode;
  /** The payer's points in the booking's facility group, shown beside Points; null when not known. */
  pointsBalance?: number | null;
}

/**
 * The checkout modal (spec 3) for a booking made outside the court sheet's create form, such as a lesson place:
 * the price, the method picker (Saved Card, New Card, Cash for staff, Points by the book pay type) and the
 * member's choices. The caller books with the chosen payment.
 */
export function CheckoutModal(props: CheckoutModalProps) {
  const { opened, title, price, payType, payerId, staff, customer, busy, problem, onPay, onClose } = props;
  const { cardLabel, offerInPerson, cardActions, labels } = props;
  const options = useCheckoutOptions(opened);
  const payer = usePayer(opened ? payerId : null, staff);
  const loading = price === null || options.isPending || payer.isPending;
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        <ErrorAlert message={problem} />
        {props.before}
        {loading || !options.data ? (
          <Text size="sm" c="dimmed" role="status">
            Checking the price…
          </Text>
        ) : (
          <CheckoutSection
            price={payType === BOOK_PAY_TYPE.pointsOnly ? 0 : price.main_value}
            taxed={payType === BOOK_PAY_TYPE.pointsOnly ? null : (props.taxed ?? null)}
            points={{ price: price.point_value, payType }}
            pointsBalance={props.pointsBalance ?? null}
            options={options.data}
            payer={payer.data}
            staff={staff}
            canSaveCard={!customer}
            busy={busy}
            onCancel={onClose}
            onPay={onPay}
            cardLabel={cardLabel}
            offerInPerson={offerInPerson}
            cardActions={cardActions}
            labels={labels}
          />
        )}
      </Stack>
    </Modal>
  );
}
