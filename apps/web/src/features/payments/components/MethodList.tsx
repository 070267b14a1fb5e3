import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentMethod } from '@fairplay/contracts';

/** "Visa •••• 4242" (masked: only the last four digits ever reach the page). */
export function methodLabel(method: Pick<PaymentMethod, 'brand' | 'last4'>): string {
  const brand = method.brand.charAt(0).toUpperCase() + method.brand.slice(1);
  return `${brand} •••• ${method.last4}`;
}

/**
 * Saved methods with masked last4, the default marker and, for bank accounts, verified / not verified (spec 3
 * section 2). Actions only when the caller hands them in.
 */
export function MethodList({
  methods,
  label,
  onMakeDefault,
  onRemove,
  onVerify,
  busy,
}: {
  methods: readonly PaymentMethod[];
  label: string;
  onMakeDefault?: (method: PaymentMethod) => void;
  onRemove?: (method: PaymentMethod) => void;
  onVerify?: (method: PaymentMethod) => void;
  busy?: boolean;
}) {
  if (methods.length === 0) return <Text c="dimmed">No saved payment method.</Text>;
  return (
    <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {methods.map((method) => (
        <Group key={method.id} component="li" justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text>{methodLabel(method)}</Text>
            {method.exp_month && method.exp_year ? (
              <Text size="xs" c="dimmed">
                {String(method.exp_month).padStart(2, '0')}/{String(method.exp_year).slice(-2)}
              </Text>
            ) : null}
            {method.default_source ? <Badge variant="filled">Default</Badge> : null}
            {method.object === 'bank_account' ? (
              <Badge color={method.status === 'verified' ? 'green' : 'yellow'} variant="dot">
                {method.status === 'verified' ? 'Verified' : 'Not verified'}
              </Badge>
            ) : null}
          </Group>
          <Group gap={4}>
            {onVerify && method.object === 'bank_account' && method.status !== 'verified' ? (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onVerify(method)}
                aria-label={`Verify ${methodLabel(method)}`}
              >
                Verify
              </Button>
            ) : null}
            {onMakeDefault && !method.default_source && method.status === 'verified' ? (
              <Button
                size="compact-xs"
                variant="default"
                disabled={busy}
                onClick={() => onMakeDefault(method)}
                aria-label={`Make ${methodLabel(method)} the default`}
              >
                Make default
              </Button>
            ) : null}
            {onRemove ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                disabled={busy}
                onClick={() => onRemove(method)}
                aria-label={`Remove ${methodLabel(method)}`}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
