import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Court, SessionBusiness } from '@fairplay/contracts';
import {
  clampDays,
  partySizeTimeLimitMessage,
  payColumns,
  RULE_FORM_LIMITS,
  RULE_FORM_MESSAGES,
  validateRuleForm,
  type BookPayType,
} from '@fairplay/domain';
import { IconButton } from '../../../ui/IconButton';
import { RepeatFields } from '../../../ui/repeat/RepeatFields';
import { recurrenceHorizonDate } from '@fairplay/domain';
import { useSports, useWhoCanBookOptions } from '../api/useRules';
import {
  emptyRow,
  ruleInputOf,
  timeOptions,
  type RowValues,
  type RuleValues,
  type WhoValues,
} from '../model/rule-form';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const PAY_TYPES: { value: string; label: string }[] = [
  { value: '-1', label: 'Money and points' },
  { value: '1', label: 'Money only' },
  { value: '2', label: 'Points only' },
];
const GENDERS = [
  { value: '', label: 'Any' },
  { value: 'NA', label: 'N/A' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];
const LIST_KINDS = [
  { kind: 'groups', label: 'Groups', all: 'All groups' },
  { kind: 'plans', label: 'Plans', all: 'All plans' },
  { kind: 'coaches', label: 'Coaches', all: 'All coaches' },
  { kind: 'facility_groups', label: 'Facility groups', all: 'All facility groups' },
] as const;

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
  const startTimes = useMemo(() => timeOptions(step, false), [step]);
  const endTimes = useMemo(() => timeOptions(step, true), [step]);
  const columns = payColumns(values.bookPayType);
  const today = new Date();
  const horizon = recurrenceHorizonDate(today, business.timezone);
  const set = (patch: Partial<RuleValues>) => setValues((current) => ({ ...current, ...patch }));
  const setRow = (index: number, patch: Partial<RowValues>) =>
    setValues((current) => ({
      ...current,
      rows: current.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));
  const setWho = (patch: Partial<WhoValues>) =>
    setValues((current) => ({ ...current, who: { ...current.who, ...patch } }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const paymentsConnected = options.data?.payments_connected ?? false;

  const submit = () => {
    const checked = validateRuleForm(ruleInputOf(values), {
      now: new Date(),
      timeZone: business.timezone,
      slotMinutes: step,
      paymentsConnected,
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
    ...(sports.data ?? []).map((sport) => ({ value: String(sport.id), label: sport.display_name })),
  ];
  const listOptions = (kind: (typeof LIST_KINDS)[number]['kind'], all: string) => [
    { value: '-3', label: all },
    ...(options.data?.[kind] ?? []).map((item) => ({ value: String(item.id), label: item.name })),
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

      <Fieldset legend="Times and prices" disabled={!canEdit}>
        <Stack gap="sm">
          {values.rows.map((row, index) => (
            <Paper key={row.key} withBorder p="sm" radius="md" data-rule-row={index}>
              <Stack gap="xs">
                <Group justify="space-between" align="flex-end" wrap="nowrap">
                  <Checkbox.Group
                    label={`Row ${index + 1} days (none = every day of the repeat)`}
                    value={row.days.map(String)}
                    onChange={(days) => setRow(index, { days: days.map(Number).sort((a, b) => a - b) })}
                    error={errorOf(`rules.${index}.days`)}
                  >
                    <Group gap="xs" mt={4}>
                      {WEEKDAYS.map((day, dayIndex) => (
                        <Checkbox key={day} value={String(dayIndex)} label={day} />
                      ))}
                    </Group>
                  </Checkbox.Group>
                  <IconButton
                    label={values.rows.length === 1 ? RULE_FORM_MESSAGES.lastRow : `Remove row ${index + 1}`}
                    icon={<IconTrash size={18} />}
                    variant="subtle"
                    color="red"
                    disabled={!canEdit || values.rows.length === 1}
                    onClick={() => set({ rows: values.rows.filter((_, i) => i !== index) })}
                  />
                </Group>
                <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
                  <NativeSelect
                    label="Start"
                    data={startTimes}
                    value={row.start}
                    error={errorOf(`rules.${index}.start_time`)}
                    onChange={(event) => setRow(index, { start: event.currentTarget.value })}
                  />
                  <NativeSelect
                    label="End"
                    data={endTimes}
                    value={row.end}
                    error={errorOf(`rules.${index}.end_time`)}
                    onChange={(event) => setRow(index, { end: event.currentTarget.value })}
                  />
                  <NumberInput
                    label="Earliest book in advance (days)"
                    min={0}
                    max={365}
                    allowDecimal={false}
                    value={row.advance}
                    error={errorOf(`rules.${index}.advance`)}
                    onChange={(value) => setRow(index, { advance: clampDays(Number(value)) })}
                  />
                  <NumberInput
                    label="Buffer (hours)"
                    min={0}
                    max={365}
                    allowDecimal={false}
                    value={row.buffer}
                    error={errorOf(`rules.${index}.buffer`)}
                    onChange={(value) => setRow(index, { buffer: clampDays(Number(value)) })}
                  />
                  {columns.price ? (
                    <NumberInput
                      label={`Price per hour (${business.currency_code})`}
                      min={0}
                      decimalScale={2}
                      value={row.price}
                      error={errorOf(`rules.${index}.price`)}
                      onChange={(value) => setRow(index, { price: Math.max(0, Number(value) || 0) })}
                    />
                  ) : null}
                  {columns.points ? (
                    <NumberInput
                      label="Points per hour"
                      min={0}
                      allowDecimal={false}
                      value={row.points}
                      error={errorOf(`rules.${index}.point_price`)}
                      onChange={(value) => setRow(index, { points: Math.max(0, Math.trunc(Number(value) || 0)) })}
                    />
                  ) : null}
                </SimpleGrid>
              </Stack>
            </Paper>
          ))}
          {problem?.field === 'rules' ? (
            <Text c="red" size="sm">
              {problem.message}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              disabled={!canEdit || values.rows.length >= RULE_FORM_LIMITS.rowsMax}
              onClick={() => {
                const last = values.rows[values.rows.length - 1];
                set({
                  rows: [...values.rows, { ...emptyRow(last?.end ?? '08:00', last?.end ?? '09:00'), end: '00:00' }],
                });
              }}
            >
              Add row
            </Button>
          </Group>
        </Stack>
      </Fieldset>

      <Fieldset legend="Who can book" disabled={!canEdit}>
        <Stack gap="sm">
          {problem?.field.startsWith('who_can_book') ? (
            <Text c="red" size="sm" role="alert">
              {problem.message}
            </Text>
          ) : null}
          <Checkbox
            label="Public (people who are not members)"
            checked={values.who.public}
            onChange={(event) => setWho({ public: event.currentTarget.checked })}
          />
          {values.who.public && !paymentsConnected ? (
            <Alert color="yellow" variant="light" title="Warning">
              {RULE_FORM_MESSAGES.publicNeedsPayments}
            </Alert>
          ) : null}
          <Checkbox
            label="All members"
            checked={values.who.allmembers}
            onChange={(event) => setWho({ allmembers: event.currentTarget.checked })}
          />
          {LIST_KINDS.map(({ kind, label, all }) => (
            <Stack key={kind} gap={4}>
              <Checkbox
                label={label}
                checked={values.who[kind] !== null}
                onChange={(event) => setWho({ [kind]: event.currentTarget.checked ? [] : null })}
              />
              {values.who[kind] !== null ? (
                <MultiSelect
                  label={`${label} who can book`}
                  pl="lg"
                  data={listOptions(kind, all)}
                  value={values.who[kind] ?? []}
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

      <Fieldset legend="Filters" disabled={!canEdit}>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <NumberInput
            label="Min age"
            min={0}
            max={120}
            allowDecimal={false}
            value={values.minAge}
            error={errorOf('filters.min_age')}
            onChange={(value) => set({ minAge: value === '' ? '' : Number(value) })}
          />
          <NumberInput
            label="Max age"
            min={0}
            max={120}
            allowDecimal={false}
            value={values.maxAge}
            error={errorOf('filters.max_age')}
            onChange={(value) => set({ maxAge: value === '' ? '' : Number(value) })}
          />
          <NumberInput
            label="Min level"
            min={1}
            max={7}
            step={0.5}
            decimalScale={1}
            value={values.minLevel}
            error={errorOf('filters.min_level')}
            onChange={(value) => set({ minLevel: value === '' ? '' : Number(value) })}
          />
          <NumberInput
            label="Max level"
            min={1}
            max={7}
            step={0.5}
            decimalScale={1}
            value={values.maxLevel}
            error={errorOf('filters.max_level')}
            onChange={(value) => set({ maxLevel: value === '' ? '' : Number(value) })}
          />
          <NativeSelect
            label="Gender"
            data={GENDERS}
            value={values.gender}
            onChange={(event) => set({ gender: event.currentTarget.value as RuleValues['gender'] })}
          />
        </SimpleGrid>
      </Fieldset>

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
