import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatCents } from '@fairplay/domain';
import type { MemberSubscription } from '@fairplay/contracts';
import { discountLabel } from '../model/coupon-form';
import { formatInZone } from '../model/dates';

const STATUS_COLORS: Record<MemberSubscription['status'], string> = {
  active: 'green',
  trialing: 'blue',
  incomplete: 'orange',
  canceled: 'gray',
  expired: 'gray',
};

/**
 * One subscription: its plan, state, the next charge, and while paused the resume date (issue 14: a pause shows
 * the member when it resumes and what is charged next). Actions are what the viewer may do.
 */
export function SubscriptionCard({
  subscription,
  timeZone,
  busy,
  onCancel,
  onPause,
  onResume,
  children,
}: {
  subscription: MemberSubscription;
  timeZone: string;
  busy: boolean;
  onCancel?: () => void;
  onPause?: (resumesOn: string) => void;
  onResume?: () => void;
  children?: React.ReactNode;
}) {
  const [resumesOn, setResumesOn] = useState('');
  const live = ['active', 'trialing', 'incomplete'].includes(subscription.status);
  const paused = subscription.pause_collection;
  const name = subscription.plan.nickname;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      style={{ listStyle: 'none' }}
      aria-label={`${name} subscription`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{name}</Text>
          <Group gap={6}>
            {/* Dot badges: the status reads in the text colour (white on green, orange or yellow falls short of
                WCAG AA's 4.5:1 for small text); the colour is in the dot. */}
            {paused ? (
              <Badge variant="dot" color="yellow">
                Paused
              </Badge>
            ) : null}
            <Badge variant="dot" color={STATUS_COLORS[subscription.status]}>
              {subscription.status}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          {formatCents(subscription.amount, subscription.currency)}
          {subscription.plan.interval ? ` / ${subscription.plan.interval}` : ' (one time)'}
        </Text>
        {subscription.discount ? (
          <Text size="sm">
            Coupon {subscription.discount.code}:{' '}
            {discountLabel(subscription.discount, subscription.currency, (iso) => formatInZone(iso, timeZone))}
          </Text>
        ) : null}
        {subscription.credit > 0 ? (
          <Text size="sm">
            Credit {formatCents(subscription.credit, subscription.currency)}, taken off the next charges
          </Text>
        ) : null}
        {paused ? <Text size="sm">Paused until {formatInZone(paused.resumes_at, timeZone)}.</Text> : null}
        {subscription.next_charge ? (
          <Text size="sm">
            Next charge: {formatCents(subscription.next_charge.amount, subscription.currency)} on{' '}
            {formatInZone(subscription.next_charge.date, timeZone)}
          </Text>
        ) : null}
        {subscription.ends_at ? (
          <Text size="sm">Valid until {formatInZone(subscription.ends_at, timeZone)}</Text>
        ) : null}
        {subscription.failure_message ? (
          <Text size="sm" c="red">
            {subscription.failure_message}
          </Text>
        ) : null}
        {subscription.payment_method ? (
          <Text size="sm" c="dimmed">
            Paid with {subscription.payment_method.brand} •••• {subscription.payment_method.last4}
          </Text>
        ) : null}
        {live ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            {onPause && subscription.plan.interval && !paused && subscription.status !== 'incomplete' ? (
              <>
                <TextInput
                  size="xs"
                  type="date"
                  label="Resume on"
                  value={resumesOn}
                  onChange={(event) => setResumesOn(event.currentTarget.value)}
                />
                <Button size="xs" variant="light" disabled={!resumesOn || busy} onClick={() => onPause(resumesOn)}>
                  Pause
                </Button>
              </>
            ) : null}
            {onResume && paused ? (
              <Button size="xs" variant="light" disabled={busy} onClick={onResume}>
                Resume now
              </Button>
            ) : null}
            {onCancel ? (
              <Button size="xs" variant="light" color="red" disabled={busy} onClick={onCancel}>
                Cancel subscription
              </Button>
            ) : null}
          </Group>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
