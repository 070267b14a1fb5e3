import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { MemberSubscription } from '@fairplay/contracts';
import { can, formatCents } from '@fairplay/domain';
import { ApiError, errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import {
  useCancelMemberSubscription,
  useMemberSubscriptions,
  usePlans,
  useSubscribeMember,
  useSubscriptionAction,
} from '../api/usePlans';
import { useCheckCoupon } from '../api/useCoupons';
import { couponTermsLabel } from '../model/coupon-form';
import { resumeInstantOf } from '../model/dates';
import { priceLabel } from '../model/plan-form';
import { ChangePlanModal } from './ChangePlanModal';
import { SubscriptionCard } from './SubscriptionCard';

/**
 * The member detail's subscriptions (spec 3 "Member detail sections"): staff subscribe the member to a plan (the
 * first period is charged to the member's default saved method), pause, resume, cancel, and change a live
 * subscription to another plan of the same interval with the proration shown first (the same modal and calls the
 * member uses; staff may also choose plans members cannot subscribe to themselves).
 */
export function MemberSubscriptionsSection({ memberId, memberName }: { memberId: number; memberName: string }) {
  const user = useCurrentUser();
  const timeZone = user.business!.timezone;
  const canUpdate = can(user.member_type?.roles, 'payments', 'update');
  const subscriptions = useMemberSubscriptions(memberId);
  const plans = usePlans(false);
  const products = usePlans(true);
  const subscribe = useSubscribeMember();
  const cancel = useCancelMemberSubscription();
  const action = useSubscriptionAction();
  const [planId, setPlanId] = useState<string | null>(null);
  const [changing, setChanging] = useState<MemberSubscription | null>(null);
  const [coupon, setCoupon] = useState('');
  const check = useCheckCoupon();
  const currency = user.business!.currency_code;
  const couponError =
    (check.error instanceof ApiError ? check.error.fieldErrors[0]?.message : undefined) ??
    (subscribe.error instanceof ApiError
      ? subscribe.error.fieldErrors.find((error) => error.field === 'coupon')?.message
      : undefined);
  // Editing the code or the plan resets the check, so what it says is about what is on screen.
  const checked = check.data ?? null;
  const offered = [...(plans.data ?? []), ...(products.data ?? [])].filter((plan) => !plan.is_disabled);
  const busy = subscribe.isPending || cancel.isPending || action.isPending;
  const done = (result: { message: string }) => notifySuccess(result.message);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="member-subscriptions">
      <Stack gap="sm">
        <Title order={2} size="h4" id="member-subscriptions">
          Subscriptions
        </Title>
        {subscriptions.isPending ? <BusyIndicator label="Loading subscriptions" /> : null}
        <ErrorAlert message={subscriptions.isError ? errorMessage(subscriptions.error) : null} live={false} />
        {subscriptions.data?.length === 0 ? <Text c="dimmed">{memberName} has no subscriptions.</Text> : null}
        <Stack component="ul" gap="sm" p={0} m={0}>
          {(subscriptions.data ?? []).map((subscription) => (
            <SubscriptionCard
              key={subscription.id}
              subscription={subscription}
              timeZone={timeZone}
              busy={busy}
              onCancel={
                canUpdate
                  ? () =>
                      window.confirm(`Cancel ${subscription.plan.nickname} for ${memberName}?`) &&
                      cancel.mutate(
                        { member_id: memberId, subscription_id: subscription.id },
                        { onSuccess: done, onError: (error) => notifyError(error) },
                      )
                  : undefined
              }
              onPause={
                canUpdate
                  ? (day) =>
                      action.mutate(
                        {
                          action: 'pause',
                          body: { subscription_ids: [subscription.id], resumes_at: resumeInstantOf(day) },
                        },
                        { onSuccess: done, onError: (error) => notifyError(error) },
                      )
                  : undefined
              }
              onResume={
                canUpdate
                  ? () =>
                      action.mutate(
                        { action: 'resume', body: { subscription_ids: [subscription.id] } },
                        { onSuccess: done, onError: (error) => notifyError(error) },
                      )
                  : undefined
              }
            >
              {canUpdate &&
              ['active', 'trialing'].includes(subscription.status) &&
              subscription.plan.interval &&
              !subscription.pause_collection ? (
                <Button
                  size="xs"
                  variant="light"
                  w="fit-content"
                  disabled={busy}
                  onClick={() => setChanging(subscription)}
                >
                  Change plan
                </Button>
              ) : null}
            </SubscriptionCard>
          ))}
        </Stack>
        {changing ? (
          <ChangePlanModal subscription={changing} plans={plans.data ?? []} onClose={() => setChanging(null)} />
        ) : null}
        {canUpdate ? (
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Plan or product"
              // Typing before the plans have loaded would search an empty list and leave the choice closed.
              disabled={plans.isPending || products.isPending}
              placeholder={plans.isPending || products.isPending ? 'Loading plans…' : 'Choose'}
              data={offered.map((plan) => ({
                value: String(plan.id),
                label: `${plan.nickname} (${priceLabel(plan, formatCents)})`,
              }))}
              value={planId}
              onChange={(value) => {
                setPlanId(value);
                check.reset();
              }}
              searchable
              nothingFoundMessage="No plan by that name"
              style={{ minWidth: 240 }}
            />
            <TextInput
              label="Coupon"
              description="Optional"
              value={coupon}
              onChange={(event) => {
                setCoupon(event.currentTarget.value);
                check.reset();
                subscribe.reset();
              }}
              error={couponError}
              maxLength={40}
              autoComplete="off"
              style={{ width: 160 }}
            />
            <Button
              variant="default"
              disabled={!planId || coupon.trim() === '' || check.isPending}
              loading={check.isPending}
              onClick={() => check.mutate({ code: coupon.trim(), plan: Number(planId) })}
            >
              Apply
            </Button>
            <Button
              disabled={!planId || busy}
              loading={subscribe.isPending}
              onClick={() =>
                subscribe.mutate(
                  { member_id: memberId, plan: Number(planId), ...(coupon.trim() ? { coupon: coupon.trim() } : {}) },
                  {
                    onSuccess: (result) => {
                      setPlanId(null);
                      setCoupon('');
                      check.reset();
                      done(result);
                    },
                    onError: (error) => notifyError(error),
                  },
                )
              }
            >
              Subscribe
            </Button>
          </Group>
        ) : null}
        {canUpdate && checked ? (
          <Text size="sm" role="status">
            {checked.coupon.code}: {couponTermsLabel(checked.coupon, currency)}. First charge{' '}
            {formatCents(checked.first_amount, currency)} instead of {formatCents(checked.plan_amount, currency)}.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
