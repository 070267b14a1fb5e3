import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { formatCalendarDate, RULE_FORM_MESSAGES } from '@fairplay/domain';
import { useExpiringRules } from '../api/useRules';
import { dismissRenewal, renewalDismissed } from '../model/rule-form';

/**
 * The red banner reminding staff to renew their yearly rules' repeat end date (spec 2 section 8): shown while a
 * rule expires within a month, at most once a week once dismissed. Members do not get the check.
 */
export function RenewalBanner({ enabled, onOpenRules }: { enabled: boolean; onOpenRules: () => void }) {
  const [dismissed, setDismissed] = useState(() => renewalDismissed(Date.now()));
  const expiring = useExpiringRules(enabled && !dismissed);
  const rules = expiring.data ?? [];
  if (!enabled || dismissed || rules.length === 0) return null;
  return (
    <Alert color="red" variant="filled" title="Renew your availability rules" role="status">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {RULE_FORM_MESSAGES.renewal}{' '}
          {rules
            .map((rule) => `${rule.note}: ${RULE_FORM_MESSAGES.expiresOn(formatCalendarDate(rule.ends_on))}`)
            .join('; ')}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="white" color="red" onClick={onOpenRules}>
            Show rules
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="white"
            onClick={() => {
              dismissRenewal(Date.now());
              setDismissed(true);
            }}
          >
            Remind me next week
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
