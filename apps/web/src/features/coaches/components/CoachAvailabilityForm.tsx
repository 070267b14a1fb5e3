import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { CoachAvailability, CoachAvailabilityBody } from '@fairplay/contracts';
import { addDaysToDate, COACH_LIMITS, COACH_MESSAGES, RULE_FORM_MESSAGES } from '@fairplay/domain';
import {
  filtersOf,
  filterValuesOf,
  RuleFiltersFields,
  whoCanBookOf,
  WhoCanBookFields,
  whoValuesOf,
  type FilterValues,
  type WhoValues,
} from '../../availability-rules';
import { useAvailabilityChoices } from '../api/useCoaches';
import { sportsOfCourts } from '../../../ui/sports-of-courts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface Props {
  /** The coach the availability is for (a coach: themselves). */
  coachId: number;
  today: string;
  existing: CoachAvailability | null;
  saving: boolean;
  problem: string | null;
  onSubmit: (body: CoachAvailabilityBody) => void;
  onCancel: () => void;
}

/**
 * The coach availability form (spec 2 section 5): the rule form's fields plus a lesson type and courts, and an
 * earliest book in advance of 1 to 365 days. One row of hours on chosen weekdays, repeating weekly to an end date.
 */
export function CoachAvailabilityForm({ coachId, today, existing, saving, problem, onSubmit, onCancel }: Props) {
  const choices = useAvailabilityChoices();
  const row = existing?.settings[0];
  const [note, setNote] = useState(existing?.note ?? 'Private lessons');
  const [typeId, setTypeId] = useState<string | null>(existing ? String(existing.lesson_type_id) : null);
  const [sportId, setSportId] = useState<string | null>(existing ? String(existing.sport_id) : null);
  const [courts, setCourts] = useState<string[]>(existing?.courts.map(String) ?? []);
  const [startDate, setStartDate] = useState(existing?.start_date ?? today);
  const [endDate, setEndDate] = useState(existing?.ends_on ?? addDaysToDate(today, 84));
  const [days, setDays] = useState<number[]>(row?.days ?? [0, 1, 2, 3, 4]);
  const [from, setFrom] = useState(row?.start_time ?? '09:00');
  const [to, setTo] = useState(row?.end_time ?? '12:00');
  const [price, setPrice] = useState<number>((row?.price ?? 6000) / 100);
  const [points, setPoints] = useState<number>(row?.point_price ?? 0);
  const [advance, setAdvance] = useState<number>(row?.advance ?? 30);
  const [buffer, setBuffer] = useState<number>(row?.buffer ?? 0);
  const [who, setWho] = useState<WhoValues>(
    whoValuesOf(existing?.who_can_book ?? [{ for: 'allmembers', values: [-3] }]),
  );
  const [filters, setFilters] = useState<FilterValues>(
    filterValuesOf(
      existing?.filters ?? { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const whoCanBook = whoCanBookOf(who);

  const submit = () => {
    if (!typeId || !sportId || note.trim() === '') return setError(COACH_MESSAGES.required);
    if (courts.length === 0) return setError(COACH_MESSAGES.courts);
    if (!Number.isInteger(advance) || advance < COACH_LIMITS.advanceMin || advance > COACH_LIMITS.advanceMax)
      return setError(COACH_MESSAGES.advance);
    if (days.length === 0 || from === to) return setError(RULE_FORM_MESSAGES.times);
    if (whoCanBook.length === 0 || whoCanBook.some((entry) => entry.values.length === 0))
      return setError(RULE_FORM_MESSAGES.required);
    setError(null);
    onSubmit({
      coach_id: coachId,
      lesson_type_id: Number(typeId),
      sport_id: Number(sportId),
      note: note.trim(),
      courts: courts.map(Number),
      start_date: startDate,
      recurrence: { frequency: 'weekly', days, ends: 'date', end_date: endDate },
      settings: [
        { days, start_time: from, end_time: to, price: Math.round(price * 100), point_price: points, advance, buffer },
      ],
      who_can_book: whoCanBook,
      filters: filtersOf(filters),
    });
  };

  return (
    <Stack gap="sm">
      <TextInput label="Title" value={note} maxLength={120} onChange={(e) => setNote(e.currentTarget.value)} required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Lesson type"
          data={(choices.types.data ?? []).map((t) => ({ value: String(t.id), label: t.display_name }))}
          value={typeId}
          onChange={setTypeId}
          required
        />
        <Select
          label="Sport"
          data={sportsOfCourts(choices.sports.data ?? [], choices.courts.data ?? [], courts, sportId).map((s) => ({
            value: String(s.id),
            label: s.display_name,
          }))}
          value={sportId}
          onChange={setSportId}
          required
        />
      </SimpleGrid>
      <MultiSelect
        label="Courts"
        data={(choices.courts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={courts}
        onChange={setCourts}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="From date"
          type="date"
          value={startDate}
          onChange={(e) => setStartDate(e.currentTarget.value)}
        />
        <TextInput
          label="Repeat until"
          type="date"
          value={endDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Checkbox.Group
        label="Weekdays"
        value={days.map(String)}
        onChange={(values) => setDays(values.map(Number).sort())}
      >
        <Group gap="xs" mt={4}>
          {WEEKDAYS.map((label, index) => (
            <Checkbox key={label} value={String(index)} label={label} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <TextInput label="Start time" type="time" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput label="End time" type="time" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <NumberInput
          label="Price per hour ($)"
          min={0}
          decimalScale={2}
          value={price}
          onChange={(v) => setPrice(Number(v) || 0)}
        />
        <NumberInput
          label="Points per hour"
          min={0}
          allowDecimal={false}
          value={points}
          onChange={(v) => setPoints(Number(v) || 0)}
        />
        <NumberInput
          label="Earliest book in advance (days)"
          min={1}
          max={365}
          clampBehavior="none"
          allowDecimal={false}
          value={advance}
          onChange={(v) => setAdvance(Number(v))}
        />
        <NumberInput
          label="Buffer (hours)"
          min={0}
          max={365}
          allowDecimal={false}
          value={buffer}
          onChange={(v) => setBuffer(Number(v) || 0)}
        />
      </SimpleGrid>
      <WhoCanBookFields
        who={who}
        canEdit
        problem={null}
        onChange={(patch) => setWho((current) => ({ ...current, ...patch }))}
      />
      <RuleFiltersFields
        values={filters}
        canEdit
        errorOf={() => undefined}
        onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
      />
      {error || problem ? (
        <Alert color="red" variant="light" title="Error">
          {error ?? problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={submit} loading={saving}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
