import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { Court, SessionBusiness } from '@fairplay/contracts';
import { partySizeTimeLimitMessage, RULE_FORM_LIMITS, validateRuleForm, type BookPayType } from '@fairplay/domain';
import { RepeatFields } from '../../../ui/repeat/RepeatFields';
import { recurrenceHorizonDate } from '@fairplay/domain';
import { TAG_LIMITS } from '@fairplay/contracts';
import { TagSelect } from '../../tags';
import { useSports, useWhoCanBookOptions } from '../api/useRules';
import { sportsOfCourts } from '../../../ui/sports-of-courts';
import { RuleRowsFields } from './RuleRowsFields';
import { WhoCanBookFields } from './WhoCanBookFields';
import { RuleFiltersFields } from './RuleFiltersFields';
import { ruleInputOf, type RuleValues, type WhoValues } from '../model/rule-form';

const PAY_TYPES: { value: string; label: string }[] = [
  { value: '-1', label: 'Money and points' },
  { value: '1', label: 'Money only' },
  { value: '2', label: 'Points only' },
];
export interface RuleFormProps {
  initial: RuleValues;
  courts: readonly Court[];
  business: SessionBusiness;
  /** Settings update: without it the form is shown disabled, with no Save or Duplicate (coaches). */
  canEdit: boolean;
  busy: boolean;
  /** A server refusal to show at the top. */
  serverError: string | null;
  onSave: (values: RuleValues) => void;
  onDuplicate: (values: RuleValues) => void;
  /** Reads the clipboard; null when there is nothing to paste. */
  onPaste: () => RuleValues | null;
  hasClipboard: boolean;
  extraActions?: React.ReactNode;
}

/** The availability rule form (spec 2 section 5 "Rule form"): every check runs in the domain's validateRuleForm. */
export function RuleForm(props: RuleFormProps) {
  const { initial, courts, business, canEdit, busy, serverError, onSave, onDuplicate, onPaste, hasClipboard } = props;
  const [values, setValues] = useState<RuleValues>(initial);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [pasteOpen, setPasteOpen] = useState(false);
  const sports = useSports();
  const options = useWhoCanBookOptions();
  const step = business.booking_to_start > 0 ? business.booking_to_start : 60;
  const today = new Date();
  const horizon = recurrenceHorizonDate(today, business.timezone);
  const set = (patch: Partial<RuleValues>) => setValues((current) => ({ ...current, ...patch }));
  const setWho = (patch: Partial<WhoValues>) =>
    setValues((current) => ({ ...current, who: { ...current.who, ...patch } }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const paymentsConnected = options.data?.payments_connected ?? false;
  const paymentProvider = options.data?.payment_provider ?? 'the payment provider';

  const submit = () => {
    const checked = validateRuleForm(ruleInputOf(values), {
      now: new Date(),
      timeZone: business.timezone,
      slotMinutes: step,
      paymentsConnected,
      paymentProvider,
    });
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setProblem(null);
    onSave(values);
  };

  const sportOptions = [
    { value: '', label: 'Choose a sport' },
    ...sportsOfCourts(sports.data ?? [], courts, values.courts, values.sport).map((sport) => ({
      value: String(sport.id),
      label: sport.display_name,
    })),
  ];
  const maxTimes = business.enable_max_time_for_bookings
    ? [
        business.max_time_for_singles,
        business.max_time_for_doubles,
        business.max_time_for_triples,
        business.max_time_for_quadruples,
      ]
    : [];

  return (
    <Stack gap="md">
      {problem ? (
        <Alert color="red" variant="light" title="Error" role="alert">
          {problem.message}
        </Alert>
      ) : null}
      {serverError ? (
        <Alert color="red" variant="light" title="Error" role="alert">
          {serverError}
        </Alert>
      ) : null}
      {!canEdit ? (
        <Alert color="blue" variant="light">
          Only staff who may change the club&apos;s settings can change availability rules.
        </Alert>
      ) : null}
      <Fieldset legend="Rule" disabled={!canEdit} variant="unstyled">
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            maxLength={RULE_FORM_LIMITS.noteMax}
            value={values.note}
            error={errorOf('note')}
            onChange={(event) => set({ note: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Sport"
              required
              data={sportOptions}
              value={values.sport}
              error={errorOf('sport_id')}
              onChange={(event) => set({ sport: event.currentTarget.value })}
            />
            <MultiSelect
              label="Courts"
              required
              data={courts.map((court) => ({ value: String(court.id), label: court.name }))}
              value={values.courts}
              error={errorOf('courts') ?? (problem?.field.startsWith('courts.') ? problem.message : undefined)}
              onChange={(courtsChosen) => set({ courts: courtsChosen })}
              searchable
            />
          </SimpleGrid>
          <TagSelect
            label="Tags"
            value={values.tags ?? []}
            maxValues={TAG_LIMITS.perRule}
            onChange={(tags) => set({ tags })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label="Starts on"
              required
              value={values.startDate}
              max={horizon}
              error={errorOf('start_date')}
              onChange={(event) => set({ startDate: event.currentTarget.value })}
            />
            <div>
              <Text size="sm" fw={500} mb={4} id="pay-type-label">
                Book pay type
              </Text>
              <SegmentedControl
                aria-labelledby="pay-type-label"
                fullWidth
                data={PAY_TYPES}
                value={String(values.bookPayType)}
                onChange={(value) => set({ bookPayType: Number(value) as BookPayType })}
              />
            </div>
          </SimpleGrid>
          <RepeatFields
            value={values.repeat}
            date={values.startDate}
            minEnd={values.startDate}
            maxEnd={horizon}
            locked={false}
            onChange={(repeat) => set({ repeat })}
          />
          {problem?.field.startsWith('recurrence') ? (
            <Text c="red" size="sm">
              {problem.message}
            </Text>
          ) : null}
        </Stack>
      </Fieldset>

      <RuleRowsFields
        rows={values.rows}
        bookPayType={values.bookPayType}
        business={business}
        canEdit={canEdit}
        problem={problem}
        onChange={(rows) => set({ rows })}
      />

      <WhoCanBookFields who={values.who} canEdit={canEdit} problem={problem} onChange={setWho} />

      <RuleFiltersFields values={values} canEdit={canEdit} errorOf={errorOf} onChange={set} />

      {maxTimes.length > 0 ? (
        <Alert color="blue" variant="light" title="Notice">
          <Stack gap={2}>
            {maxTimes.map((minutes, index) => (
              <Text key={index} size="sm">
                {partySizeTimeLimitMessage(minutes, index + 1)}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}

      {canEdit ? (
        <Group gap="sm">
          <Button onClick={submit} loading={busy}>
            Save
          </Button>
          <Button variant="default" onClick={() => onDuplicate(values)}>
            Duplicate
          </Button>
          <Button variant="default" disabled={!hasClipboard} onClick={() => setPasteOpen(true)}>
            Paste
          </Button>
          {props.extraActions}
        </Group>
      ) : null}
      <Modal opened={pasteOpen} onClose={() => setPasteOpen(false)} title="Paste the copied rule?">
        <Stack>
          <Text size="sm">The form is replaced by the rule you duplicated.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPasteOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                const pasted = onPaste();
                if (pasted) setValues(pasted);
                setPasteOpen(false);
              }}
            >
              Paste
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
