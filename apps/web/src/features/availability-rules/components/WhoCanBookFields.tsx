import { Alert, Checkbox, Fieldset, MultiSelect, Stack, Text } from '@mantine/core';
import { RULE_FORM_MESSAGES } from '@fairplay/domain';
import { useWhoCanBookOptions } from '../api/useRules';
import type { WhoValues } from '../model/rule-form';

const LIST_KINDS = [
  { kind: 'groups', label: 'Groups', all: 'All groups' },
  { kind: 'plans', label: 'Plans', all: 'All plans' },
  { kind: 'coaches', label: 'Coaches', all: 'All coaches' },
  { kind: 'facility_groups', label: 'Facility groups', all: 'All facility groups' },
] as const;

export interface WhoCanBookFieldsProps {
  who: WhoValues;
  canEdit: boolean;
  problem: { field: string; message: string } | null;
  onChange: (patch: Partial<WhoValues>) => void;
}

/** Who can book (spec "Who-can-book setting"): public, all members, and groups, plans, coaches or facility groups. */
export function WhoCanBookFields({ who, canEdit, problem, onChange }: WhoCanBookFieldsProps) {
  const options = useWhoCanBookOptions();
  const paymentsConnected = options.data?.payments_connected ?? false;
  const paymentProvider = options.data?.payment_provider ?? 'the payment provider';
  const setWho = onChange;
  const listOptions = (kind: (typeof LIST_KINDS)[number]['kind'], all: string) => [
    { value: '-3', label: all },
    ...(options.data?.[kind] ?? []).map((item) => ({ value: String(item.id), label: item.name })),
  ];
  return (
    <Fieldset legend="Who can book" disabled={!canEdit}>
      <Stack gap="sm">
        {problem?.field.startsWith('who_can_book') ? (
          <Text c="red" size="sm" role="alert">
            {problem.message}
          </Text>
        ) : null}
        <Checkbox
          label="Public (people who are not members)"
          checked={who.public}
          onChange={(event) => setWho({ public: event.currentTarget.checked })}
        />
        {who.public && !paymentsConnected ? (
          <Alert color="yellow" variant="light" title="Warning">
            {RULE_FORM_MESSAGES.publicNeedsPayments(paymentProvider)}
          </Alert>
        ) : null}
        <Checkbox
          label="All members"
          checked={who.allmembers}
          onChange={(event) => setWho({ allmembers: event.currentTarget.checked })}
        />
        {LIST_KINDS.map(({ kind, label, all }) => (
          <Stack key={kind} gap={4}>
            <Checkbox
              label={label}
              checked={who[kind] !== null}
              onChange={(event) => setWho({ [kind]: event.currentTarget.checked ? [] : null })}
            />
            {who[kind] !== null ? (
              <MultiSelect
                label={`${label} who can book`}
                pl="lg"
                data={listOptions(kind, all)}
                value={who[kind] ?? []}
                onChange={(chosen) =>
                  setWho({
                    [kind]:
                      chosen.includes('-3') && chosen[chosen.length - 1] === '-3'
                        ? ['-3']
                        : chosen.filter((v) => v !== '-3' || chosen.length === 1),
                  })
                }
                searchable
              />
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Fieldset>
  );
}
