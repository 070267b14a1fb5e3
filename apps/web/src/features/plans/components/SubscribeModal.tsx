import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PLAN_MESSAGES, type Plan } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { EMPTY_METHOD, NewMethodFields, tokenizeMethod, type MethodErrors, type NewMethodValues } from '../../payments';
import { useSessionUser } from '../../../api/session';
import { useOwnPaymentSide, useSubscribe } from '../api/usePlans';
import { takeVerb } from '../model/plan-availability';
import { priceLabel, taxedLabel } from '../model/plan-form';

/**
 * The card subscription form (spec 1 "card subscription form", spec 3 section 5): a card is required ("Please fill
 * credit card info"); when the club requires a waiver, the Terms and Policies box must be ticked ("Please agree to
 * following Terms and Policies"). The card goes to the processor's tokenizer; only the token reaches Fairplay.
 */
export function SubscribeModal({
  plan,
  businessId,
  requireWaiver,
  onClose,
}: {
  plan: Plan;
  businessId: number;
  requireWaiver: boolean;
  onClose: () => void;
}) {
  const [card, setCard] = useState<NewMethodValues>(EMPTY_METHOD);
  const [cardErrors, setCardErrors] = useState<MethodErrors>({});
  const [signed, setSigned] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const subscribe = useSubscribe();
  // A card on file is offered first (issue 24): the default one, else the first verified card.
  const { user } = useSessionUser();
  const own = useOwnPaymentSide(user && user.business?.id === businessId ? user.user_id : null);
  const cards = own.data?.payment_account_id
    ? own.data.methods.filter((method) => method.object === 'card' && method.status === 'verified')
    : [];
  const onFile = cards.find((method) => method.default_source) ?? cards[0];
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = choice ?? (onFile ? String(onFile.id) : 'new');
  const taxed = taxedLabel(plan, formatCents);

  const send = (payment: { token: string; save_card: boolean } | { payment_method_id: number }) =>
    subscribe.mutate(
      { business_id: businessId, plan: plan.id, signed, payment },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || PLAN_MESSAGES.subscriptionCreated);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (requireWaiver && !signed) return setProblem(PLAN_MESSAGES.agreeTerms);
    if (chosen !== 'new') return send({ payment_method_id: Number(chosen) });
    if (!card.number.trim()) return setProblem(PLAN_MESSAGES.cardRequired);
    setTokenizing(true);
    const token = await tokenizeMethod('card', card).finally(() => setTokenizing(false));
    if (!token.ok) {
      setCardErrors(token.errors);
      return setProblem(token.message);
    }
    setCardErrors({});
    send({ token: token.token, save_card: true });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={plan.one_time ? `Buy ${plan.nickname}` : `Subscribe to ${plan.nickname}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text fw={600}>{priceLabel(plan, formatCents)}</Text>
          {plan.trial_period_days > 0 ? <Text size="sm">{plan.trial_period_days} days free, then billed.</Text> : null}
          {taxed ? <Text size="sm">{taxed}</Text> : null}
          {cards.length > 0 ? (
            <Radio.Group label="Pay with" value={chosen} onChange={setChoice}>
              <Stack gap={6} mt={4}>
                {cards.map((method) => (
                  <Radio
                    key={method.id}
                    value={String(method.id)}
                    label={`${method.brand} •••• ${method.last4}${method.default_source ? ' (default)' : ''}`}
                  />
                ))}
                <Radio value="new" label="New card" />
              </Stack>
            </Radio.Group>
          ) : null}
          {chosen === 'new' ? (
            <NewMethodFields kind="card" values={card} errors={cardErrors} onChange={setCard} />
          ) : null}
          {requireWaiver ? (
            <Checkbox
              label="I have read and agree to the club's Terms and Policies (waiver)"
              checked={signed}
              onChange={(event) => setSigned(event.currentTarget.checked)}
            />
          ) : null}
          <ErrorAlert message={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={tokenizing || subscribe.isPending}>
              {takeVerb(plan)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
