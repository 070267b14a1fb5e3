import { Anchor, Badge, Button, Center, Drawer, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatCalendarDate,
  RULE_FORM_LIMITS,
  RULE_FORM_MESSAGES,
  ruleRowSummary,
  type TaxRate,
} from '@fairplay/domain';
import { useCurrentUser } from '../../../api/session';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { IconButton } from '../../../ui/IconButton';
import { notifyError } from '../../../ui/notify';
import { useRuleList, useStarRule } from '../api/useRules';
import { ruleLinkOf } from '../model/rule-form';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { FreezesPanel } from './FreezesPanel';

interface RulesPanelProps {
  opened: boolean;
  onClose: () => void;
  timeZone: string;
  /** Where "New rule" leads: the rule form for the sheet's first court and the first open time. */
  newRuleLink: string;
  /** The courts a freeze may close. */
  courts: { id: number; name: string }[];
  /** The club's court-time taxes: each row's price shows its hour's total with them. */
  taxes?: readonly TaxRate[];
}

/**
 * The court sheet's "Facility Availability Rules" (settings update): the club's rules with each row's days, times
 * and price per hour, 30 a page, those about to
 * expire first with "Expires on {date}", then the starred ones; each opens its form, the star toggles. The Freezes
 * tab lists the club's freezes and adds one (issue 10).
 */
export function RulesPanel({ opened, onClose, timeZone, newRuleLink, courts, taxes = [] }: RulesPanelProps) {
  const [page, setPage] = useState(1);
  const [tab, setTab] = useState<string | null>('rules');
  const list = useRuleList((page - 1) * RULE_FORM_LIMITS.pageSize, opened && tab === 'rules');
  const star = useStarRule();
  const business = useCurrentUser().business!;
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / RULE_FORM_LIMITS.pageSize));
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Facility Availability Rules"
      position="left"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="rules">Rules</Tabs.Tab>
          <Tabs.Tab value="freezes">Freezes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="freezes">
          <FreezesPanel opened={opened && tab === 'freezes'} timeZone={timeZone} courts={courts} />
        </Tabs.Panel>
        <Tabs.Panel value="rules">
          <Stack gap="sm">
            <Button component={Link} to={newRuleLink} variant="light">
              New rule
            </Button>
            {list.isPending ? (
              <Center py="md">
                <BusyIndicator label="Loading rules" />
              </Center>
            ) : null}
            <ErrorAlert live={false} message={list.isError ? errorMessage(list.error) : null} />
            {list.data?.rows.length === 0 ? <Text c="dimmed">No availability rules yet.</Text> : null}
            <Stack
              gap={6}
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label="Availability rules"
            >
              {list.data?.rows.map((rule) => (
                <Group
                  key={rule.id}
                  component="li"
                  gap="xs"
                  wrap="nowrap"
                  justify="space-between"
                  data-rule-id={rule.id}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', paddingBottom: 6 }}
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={ruleLinkOf(rule, timeZone)} fw={600} truncate="end">
                      {rule.note}
                    </Anchor>
                    {rule.rules.map((row) => (
                      <Text key={row.id} size="sm" data-rule-row>
                        {ruleRowSummary(row, rule.book_pay_type, business.currency_code, business.am_pm, taxes)}
                      </Text>
                    ))}
                    <Text size="xs" c="dimmed">
                      {rule.courts.length} court{rule.courts.length === 1 ? '' : 's'} · from{' '}
                      {formatCalendarDate(rule.start_date)}
                      {rule.recurrence ? ` to ${formatCalendarDate(rule.ends_on)}` : ' (one day)'}
                    </Text>
                    {rule.expiring ? (
                      <Badge color="red" variant="light" size="sm" mt={2}>
                        {RULE_FORM_MESSAGES.expiresOn(formatCalendarDate(rule.ends_on))}
                      </Badge>
                    ) : null}
                  </Stack>
                  <IconButton
                    label={rule.stared ? `Unstar ${rule.note}` : `Star ${rule.note}`}
                    aria-pressed={rule.stared === 1}
                    icon={rule.stared ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                    variant="subtle"
                    color="yellow"
                    onClick={() =>
                      star.mutate(
                        { id: rule.id, stared: rule.stared === 0 },
                        { onError: (error) => notifyError(error) },
                      )
                    }
                  />
                </Group>
              ))}
            </Stack>
            {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} siblings={2} /> : null}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
