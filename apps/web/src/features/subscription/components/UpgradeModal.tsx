import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  CLUB_BILLING,
  CLUB_BILLING_MESSAGES,
  clubPlanOf,
  type ClubPlanOffer,
  type ClubSubscription,
  type Promo,
} from '@fairplay/contracts';
import { formatCents, periodPrice } from '@fairplay/domain';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { EMPTY_METHOD, NewMethodFields, tokenizeMethod, type MethodErrors, type NewMethodValues } from '../../payments';
import { useUpgrade, useVerifyPromo } from '../api/useClubBilling';
import { refusalText } from './error-text';

interface UpgradeModalProps {
  plan: ClubPlanOffer | null;
  subscription: ClubSubscription | undefined;
  onClose: () => void;
  /** A code to start with (the pricing page's /code/{code}). */
  initialPromo?: string;
}

const describePromo = (promo: Promo) =>
  `${promo.promo}: ${promo.percent_off}% off ${
    promo.duration_months === null
      ? 'every month'
      : `for ${promo.duration_months} month${promo.duration_months === 1 ? '' : 's'}`
  }`;

/**
 * Spec 3 "Upgrade confirmation modal": 'Confirm Upgrade ?' with 'Upgrade Now' and 'Cancel', an optional promo code
 * whose Apply is enabled from 5 characters, and the card it is charged to (the one on file, or a new one). Says
 * what is charged today and how a paid month's unused days are credited before the owner confirms.
 */
export function UpgradeModal({ plan, subscription, onClose, initialPromo = '' }: UpgradeModalProps) {
  const [code, setCode] = useState(initialPromo);
  const [promo, setPromo] = useState<Promo | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [newCard, setNewCard] = useState(false);
  const [card, setCard] = useState<NewMethodValues>(EMPTY_METHOD);
  const [cardErrors, setCardErrors] = useState<MethodErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const verify = useVerifyPromo();
  const upgrade = useUpgrade();
  if (!plan) return null;

  const onFile = subscription?.card ?? null;
  const askCard = !onFile || newCard;
  const fits = promo && (promo.plan === null || promo.plan === plan.key);
  const price = periodPrice(plan.discounted_price * 100, fits ? promo.percent_off : 0);
  const paidMonth = subscription?.status === 'active';

  const close = () => {
    setProblem(null);
    onClose();
  };

  const apply = () => {
    setPromoError(null);
    verify.mutate(code, {
      onSuccess: (found) => {
        setPromo(found);
        if (found.plan !== null && found.plan !== plan.key)
          setPromoError(CLUB_BILLING_MESSAGES.promoOtherPlan(clubPlanOf(found.plan)?.name ?? found.plan));
      },
      onError: (error) => {
        setPromo(null);
        setPromoError(refusalText(error));
      },
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const coupon = code.trim();
    let token: string | undefined;
    setWorking(true);
    try {
      if (askCard) {
        if (!card.number.trim()) return setProblem(CLUB_BILLING_MESSAGES.cardRequired);
        const result = await tokenizeMethod('card', card);
        if (!result.ok) {
          setCardErrors(result.errors);
          return setProblem(result.message);
        }
        token = result.token;
      }
      const result = await upgrade.mutateAsync({
        planId: plan.key,
        ...(coupon ? { coupon } : {}),
        ...(token ? { token } : {}),
      });
      notifySuccess(result.message);
      close();
    } catch (error) {
      setProblem(refusalText(error));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal opened onClose={close} title={CLUB_BILLING_MESSAGES.confirmUpgrade} centered size="md">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={CLUB_BILLING_MESSAGES.confirmUpgrade}>
        <Stack gap="sm">
          <Text>
            {plan.name}: {formatCents(plan.discounted_price * 100)} per month, month-to-month.
          </Text>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="Promo code (optional)"
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setPromo(null);
                setPromoError(null);
              }}
              error={promoError}
              maxLength={CLUB_BILLING.promoMax}
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              onClick={apply}
              loading={verify.isPending}
              disabled={code.trim().length < CLUB_BILLING.promoMin}
              mb={promoError ? 22 : 0}
            >
              Apply
            </Button>
          </Group>
          {promo && fits ? (
            <Text size="sm" c="teal.9" role="status">
              {describePromo(promo)}
            </Text>
          ) : null}
          <Text fw={600} role="status">
            Charged today: {formatCents(price.total)}
            {paidMonth ? ', less the unused days of the month you already paid for' : ''}
          </Text>
          <Text size="sm" c="dark.6">
            A new monthly period starts today and renews on the same day each month until you cancel.
          </Text>
          {onFile ? (
            <Checkbox
              label={`Use a new card instead of ${onFile.brand} ending ${onFile.last4}`}
              checked={newCard}
              onChange={(event) => setNewCard(event.currentTarget.checked)}
            />
          ) : null}
          {askCard ? (
            <NewMethodFields on="platform" kind="card" values={card} errors={cardErrors} onChange={setCard} />
          ) : null}
          <ErrorAlert message={problem} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={working}>
              {CLUB_BILLING_MESSAGES.upgradeNow}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
