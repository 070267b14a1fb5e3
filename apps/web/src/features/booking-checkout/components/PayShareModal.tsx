import type { SplitShare } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { usePayShare } from '../api/useCheckout';
import { CheckoutModal } from './CheckoutModal';
import type { CheckoutPayment } from './CheckoutSection';

/** A fresh Idempotency-Key for one attempt at paying a share. */
const newKey = () => `share-${globalThis.crypto.randomUUID()}`;

/**
 * Paying a share of a split booking (issue 13): the player with a saved or new card ("Pay my share"), or staff
 * collecting it from the player's saved card, a new card or in cash ("Collect share"). One Idempotency-Key per
 * attempt, so a repeated click never charges twice.
 */
export function PayShareModal({
  share,
  staff,
  customer,
  onClose,
}: {
  share: SplitShare | null;
  staff: boolean;
  customer: boolean;
  onClose: () => void;
}) {
  const pay = usePayShare();
  const [key, setKey] = useState(newKey);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    setKey(newKey());
    onClose();
  };
  const onPay = (payment: CheckoutPayment) => {
    if (!share || payment.method === 'points' || payment.method === 'in_person') return;
    setProblem(null);
    const body =
      payment.method === 'cash'
        ? { amount: share.amount, method: 'cash' as const }
        : {
            amount: share.amount,
            method: 'charge' as const,
            ...(payment.token ? { token: payment.token, save_card: payment.save_card ?? false } : {}),
            ...(payment.payment_method_id ? { payment_method_id: payment.payment_method_id } : {}),
          };
    pay.mutate(
      { id: share.id, key, body },
      {
        onSuccess: (result) => {
          notifySuccess(result.message, 'Success');
          close();
        },
        // A declined card: the next attempt is a new one.
        onError: (error) => {
          setProblem(errorMessage(error));
          setKey(newKey());
        },
      },
    );
  };
  const own = share !== null && !staff;
  return (
    <CheckoutModal
      opened={share !== null}
      title={
        share === null
          ? ''
          : own
            ? `Pay my share: ${formatCents(share.amount, share.currency)}`
            : `Collect the share of ${share.full_name}: ${formatCents(share.amount, share.currency)}`
      }
      price={share === null ? null : { main_value: share.amount, point_value: 0 }}
      payType={1}
      payerId={share?.user_id ?? 0}
      staff={staff}
      customer={customer}
      busy={pay.isPending}
      problem={problem}
      onPay={onPay}
      onClose={close}
      cardLabel={own ? 'Pay my share' : 'Collect by Card'}
      offerInPerson={false}
      cardActions={['charge']}
      labels={{ cash: 'Take Cash' }}
    />
  );
}
