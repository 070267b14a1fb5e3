import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PLAN_MESSAGES, type Plan } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { EMPTY_METHOD, NewMethodFields, tokenizeMethod, type MethodErrors, type NewMethodValues } from '../../payments';
import { useSubscribe } from '../api/usePlans';
import { takeVerb } from '../model/plan-availability';
import { priceLabel } from '../model/plan-form';

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

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!card.number.trim()) return setProblem(PLAN_MESSAGES.cardRequired);
    if (requireWaiver && !signed) return setProblem(PLAN_MESSAGES.agreeTerms);
    setTokenizing(true);
    const token = await tokenizeMethod('card', card).finally(() => setTokenizing(false));
    if (!token.ok) {
      setCardErrors(token.errors);
      return setProblem(token.message);
    }
    setCardErrors({});
    subscribe.mutate(
      { business_id: businessId, plan: plan.id, signed, payment: { token: token.token, save_card: true } },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || PLAN_MESSAGES.subscriptionCreated);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={plan.one_time ? `Buy ${plan.nickname}` : `Subscribe to ${plan.nickname}`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text fw={600}>{priceLabel(plan, formatCents)}</Text>
          {plan.trial_period_days > 0 ? <Text size="sm">{plan.trial_period_days} days free, then billed.</Text> : null}
          <NewMethodFields kind="card" values={card} errors={cardErrors} onChange={setCard} />
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
