import { fakeId, missing, type FakePaymentIntent } from './state.js';

/** Stripe's dispute fee in the US, taken with the disputed amount. */
export const FAKE_DISPUTE_FEE = 1500;

/** A balance transaction of a dispute, as the Dispute object lists them. */
export interface FakeDisputeTransaction {
  id: string;
  object: 'balance_transaction';
  amount: number;
  fee: number;
  net: number;
  currency: string;
  type: 'adjustment';
  reporting_category: 'dispute' | 'dispute_reversal';
  created: number;
}

/** A Dispute as Stripe answers it (the fields the adapter reads, and their neighbours). */
export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: string;
  is_charge_refundable: boolean;
  livemode: boolean;
  metadata: Record<string, string>;
  evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean; submission_count: number };
  balance_transactions: FakeDisputeTransaction[];
  created: number;
}

const transaction = (amount: number, fee: number, currency: string, created: number): FakeDisputeTransaction => ({
  id: fakeId('txn'),
  object: 'balance_transaction',
  amount,
  fee,
  net: amount - fee,
  currency,
  type: 'adjustment',
  reporting_category: amount < 0 ? 'dispute' : 'dispute_reversal',
  created,
});

/**
 * Disputes of a connected account's charges: a card holder's bank disputes a paid PaymentIntent (the amount and
 * the fee are withdrawn at once, as Stripe does), and the dispute closes won (the amount and fee given back) or lost.
 */
export function disputesOf(
  account: { paymentIntents: Map<string, FakePaymentIntent>; disputes: Map<string, FakeDispute> },
  now: () => Date,
) {
  const seconds = () => Math.floor(now().getTime() / 1000);
  return {
    open(paymentIntentId: string, reason = 'fraudulent'): FakeDispute {
      const intent = account.paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`no fake payment intent ${paymentIntentId}`);
      const charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge!.id;
      const created = seconds();
      const dispute: FakeDispute = {
        id: fakeId('dp'),
        object: 'dispute',
        amount: intent.amount_received,
        currency: intent.currency,
        charge,
        payment_intent: intent.id,
        reason,
        status: 'needs_response',
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        evidence_details: { due_by: created + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
        balance_transactions: [transaction(-intent.amount_received, FAKE_DISPUTE_FEE, intent.currency, created)],
        created,
      };
      account.disputes.set(dispute.id, dispute);
      return structuredClone(dispute);
    },
    close(disputeId: string, outcome: 'won' | 'lost'): FakeDispute {
      const dispute = account.disputes.get(disputeId);
      if (!dispute) throw new Error(`no fake dispute ${disputeId}`);
      dispute.status = outcome;
      if (outcome === 'won')
        dispute.balance_transactions.push(transaction(dispute.amount, -FAKE_DISPUTE_FEE, dispute.currency, seconds()));
      return structuredClone(dispute);
    },
    retrieve(disputeId: string): FakeDispute {
      const dispute = account.disputes.get(disputeId);
      if (!dispute) throw missing('dispute', disputeId, 'dispute');
      return structuredClone(dispute);
    },
  };
}
