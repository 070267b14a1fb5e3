import {
  Alert,
  Button,
  Chip,
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { SessionUser } from '@fairplay/contracts';
import {
  defaultFreezeEnd,
  FREEZE_LIMITS,
  FREEZE_MESSAGES,
  freezeRanges,
  utcToZonedParts,
  zonedWallTimeToUtc,
} from '@fairplay/domain';
import { ApiError } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useServiceTypes } from '../../service-types';
import { useCancelOnFreezeDefault, useCreateFreeze } from '../api/useFreezes';
import { useSports } from '../api/useRules';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HALF_HOUR = 30 * 60_000;
type FreezeFor = 'court' | 'sport' | 'lesson';
const CONFIRM_MESSAGE = 'Type the code shown to confirm cancelling the bookings inside.';

interface FreezeFormProps {
  user: SessionUser;
  timeZone: string;
  courts: { id: number; name: string }[];
  onDone: () => void;
}

/**
 * The add-freeze form: title, what it freezes (everything on the courts, or only some sports or service types on
 * them), courts, From and To, optional weekdays, and whether bookings inside are cancelled.
 */
export function FreezeForm({ user, timeZone, courts, onDone }: FreezeFormProps) {
  const [initial] = useState(() => {
    const now = Date.now();
    const from = utcToZonedParts(new Date(Math.ceil(now / HALF_HOUR) * HALF_HOUR), timeZone);
    const to = utcToZonedParts(defaultFreezeEnd(new Date(now)), timeZone);
    return { from, to };
  });
  const [note, setNote] = useState('');
  const [courtIds, setCourtIds] = useState<string[]>([]);
  const [freezeFor, setFreezeFor] = useState<FreezeFor>('court');
  const [sportIds, setSportIds] = useState<string[]>([]);
  const [typeIds, setTypeIds] = useState<string[]>([]);
  const sports = useSports();
  const serviceTypes = useServiceTypes(user);
  const [fromDate, setFromDate] = useState(initial.from.date);
  const [fromTime, setFromTime] = useState(initial.from.time);
  const [toDate, setToDate] = useState(initial.to.date);
  const [toTime, setToTime] = useState(initial.to.time);
  const [days, setDays] = useState<string[]>([]);
  const clubDefault = useCancelOnFreezeDefault(true);
  const [cancelChoice, setCancelChoice] = useState<boolean | null>(null);
  const cancel = cancelChoice ?? clubDefault.data ?? false;
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Cancelling bookings cannot be undone: the spec's random 5-digit text is typed back first.
  const [code] = useState(() => String(10_000 + Math.floor(Math.random() * 90_000)));
  const [typedCode, setTypedCode] = useState('');
  const create = useCreateFreeze();
  const today = utcToZonedParts(new Date(), timeZone).date;

  const instant = (date: string, time: string) => {
    try {
      return zonedWallTimeToUtc(date, time, timeZone).toISOString();
    } catch {
      return '';
    }
  };
  const submit = () => {
    const rules = [
      {
        start_time: instant(fromDate, fromTime),
        end_time: instant(toDate, toTime),
        days: days.map(Number),
        multipleDates: [],
      },
    ];
    const found: Record<string, string> = {};
    if (note.trim() === '') found.note = FREEZE_MESSAGES.required;
    if (courtIds.length === 0) found.courts = FREEZE_MESSAGES.courts;
    if (freezeFor === 'sport' && sportIds.length === 0) found.sport_ids = FREEZE_MESSAGES.required;
    if (freezeFor === 'lesson' && typeIds.length === 0) found.filters = FREEZE_MESSAGES.required;
    const ranges = freezeRanges(rules, timeZone, new Date());
    if (!ranges.ok) found[ranges.field.replace(/^rules\.0\./, '')] = ranges.message;
    setErrors(found);
    if (cancel && typedCode.trim() !== code) found.confirm = CONFIRM_MESSAGE;
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        note: note.trim(),
        freeze_for: freezeFor,
        courts: courtIds.map(Number),
        sport_ids: freezeFor === 'sport' ? sportIds.map(Number) : [],
        filters: freezeFor === 'lesson' ? typeIds.map(Number) : [],
        cancel_on_freeze: cancel,
        rules,
      },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.payload?.errors ?? []) : [];
          if (fields.length === 0) notifyError(error);
          setErrors(Object.fromEntries(fields.map((field) => [field.field.replace(/^rules\.0\./, ''), field.message])));
        },
      },
    );
  };
  const timesError = errors.start_time ?? errors.end_time ?? errors.days ?? errors.rules;
  return (
    <form
      aria-label="Add freeze"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <TextInput
          label="Title"
          required
          maxLength={FREEZE_LIMITS.noteMax}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" id="freeze-for-label">
            Freeze
          </Text>
          <SegmentedControl
            aria-labelledby="freeze-for-label"
            value={freezeFor}
            onChange={(value) => setFreezeFor(value as FreezeFor)}
            data={[
              { value: 'court', label: 'Everything' },
              { value: 'sport', label: 'Sports' },
              { value: 'lesson', label: 'Service types' },
            ]}
          />
        </Stack>
        {freezeFor === 'sport' ? (
          <MultiSelect
            label="Sports"
            description="Bookings of these sports, and those naming no sport, are closed"
            required
            searchable
            data={(sports.data ?? []).map((sport) => ({ value: String(sport.id), label: sport.display_name }))}
            value={sportIds}
            error={errors.sport_ids}
            onChange={setSportIds}
          />
        ) : null}
        {freezeFor === 'lesson' ? (
          <MultiSelect
            label="Service types"
            description="Only bookings of these service types are closed"
            required
            searchable
            data={(serviceTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.display_name }))}
            value={typeIds}
            error={errors.filters}
            onChange={setTypeIds}
          />
        ) : null}
        <MultiSelect
          label="Courts"
          required
          searchable
          data={courts.map((court) => ({ value: String(court.id), label: court.name }))}
          value={courtIds}
          error={errors.courts ?? Object.entries(errors).find(([field]) => field.startsWith('courts.'))?.[1]}
          onChange={setCourtIds}
        />
        <SimpleGrid cols={2} spacing="xs">
          <TextInput
            type="date"
            label="From date"
            required
            min={today}
            value={fromDate}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setFromDate(value);
              if (toDate < value) setToDate(value);
            }}
          />
          <TextInput
            type="time"
            label="From time"
            required
            value={fromTime}
            onChange={(event) => setFromTime(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="To date"
            required
            min={fromDate}
            value={toDate}
            onChange={(event) => setToDate(event.currentTarget.value)}
          />
          <TextInput
            type="time"
            label="To time"
            required
            value={toTime}
            onChange={(event) => setToTime(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" id="freeze-days-label">
            Weekdays only (empty: the whole stretch)
          </Text>
          <Chip.Group multiple value={days} onChange={setDays}>
            <Group gap={4} role="group" aria-labelledby="freeze-days-label">
              {WEEKDAYS.map((day, index) => (
                <Chip key={day} value={String(index)} size="xs">
                  {day}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        {timesError ? (
          <Text c="red" size="sm" role="alert">
            {timesError}
          </Text>
        ) : null}
        <Switch
          label="Cancel the bookings inside"
          checked={cancel}
          onChange={(event) => setCancelChoice(event.currentTarget.checked)}
        />
        {cancel ? (
          <>
            <Alert color="orange" variant="light">
              {FREEZE_MESSAGES.noRefunds}
            </Alert>
            <TextInput
              label="Confirmation code"
              description={
                <>
                  Type <b data-testid="freeze-code">{code}</b> to cancel the bookings inside.
                </>
              }
              inputMode="numeric"
              autoComplete="off"
              value={typedCode}
              error={errors.confirm}
              onChange={(event) => setTypedCode(event.currentTarget.value)}
            />
          </>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={create.isPending}>
            Freeze
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
