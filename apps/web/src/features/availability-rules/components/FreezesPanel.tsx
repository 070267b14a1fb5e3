import {
  Alert,
  Button,
  Center,
  Chip,
  Group,
  Modal,
  MultiSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import type { Freeze } from '@fairplay/contracts';
import {
  defaultFreezeEnd,
  FREEZE_LIMITS,
  FREEZE_MESSAGES,
  freezeRanges,
  utcToZonedParts,
  zonedWallTimeToUtc,
} from '@fairplay/domain';
import { ApiError, errorMessage } from '../../../api/client';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useCancelOnFreezeDefault, useCreateFreeze, useFreezeList, useUnfreeze } from '../api/useFreezes';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HALF_HOUR = 30 * 60_000;

interface FreezesPanelProps {
  opened: boolean;
  timeZone: string;
  courts: { id: number; name: string }[];
}

/** "Mar 10, 08:00" in the club's zone. */
function clubMoment(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/**
 * The club's freezes (spec 2 "Freeze list and add-freeze form"): courts closed for some times, 30 a page, each
 * unfrozen after "Are you sure to unfreeze the freezed days ?"; "Freeze courts" opens the add-freeze form.
 */
export function FreezesPanel({ opened, timeZone, courts }: FreezesPanelProps) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [unfreezing, setUnfreezing] = useState<Freeze | null>(null);
  const list = useFreezeList((page - 1) * FREEZE_LIMITS.pageSize, opened);
  const unfreeze = useUnfreeze();
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / FREEZE_LIMITS.pageSize));
  return (
    <Stack gap="sm">
      {adding ? (
        <FreezeForm timeZone={timeZone} courts={courts} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="light" color="red" onClick={() => setAdding(true)}>
          Freeze courts
        </Button>
      )}
      {list.isPending ? (
        <Center py="md">
          <BusyIndicator label="Loading freezes" />
        </Center>
      ) : null}
      <ErrorAlert live={false} message={list.isError ? errorMessage(list.error) : null} />
      {list.data?.rows.length === 0 ? <Text c="dimmed">No frozen days.</Text> : null}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Freezes">
        {list.data?.rows.map((freeze) => (
          <Group
            key={freeze.id}
            component="li"
            gap="xs"
            wrap="nowrap"
            justify="space-between"
            data-freeze-id={freeze.id}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', paddingBottom: 6 }}
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate="end">
                {freeze.note}
              </Text>
              <Text size="xs" c="dimmed">
                {freeze.courts.map((court) => court.name).join(', ')}
              </Text>
              <Text size="xs" c="dimmed">
                {clubMoment(freeze.start, timeZone)} – {clubMoment(freeze.end, timeZone)}
                {freeze.ranges.length > 1 ? ` · ${freeze.ranges.length} times` : ''}
                {freeze.cancelled > 0
                  ? ` · ${freeze.cancelled} booking${freeze.cancelled === 1 ? '' : 's'} cancelled`
                  : ''}
              </Text>
            </Stack>
            <Button size="xs" variant="subtle" color="red" onClick={() => setUnfreezing(freeze)}>
              Unfreeze<VisuallyHidden> {freeze.note}</VisuallyHidden>
            </Button>
          </Group>
        ))}
      </Stack>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} siblings={2} /> : null}
      <Modal opened={unfreezing !== null} onClose={() => setUnfreezing(null)} title="Unfreeze" centered>
        <Stack>
          <Text>{FREEZE_MESSAGES.confirmUnfreeze}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setUnfreezing(null)}>
              No
            </Button>
            <Button
              color="red"
              loading={unfreeze.isPending}
              onClick={() =>
                unfreeze.mutate(unfreezing!.id, {
                  onSuccess: (result) => {
                    notifySuccess(result.message);
                    setUnfreezing(null);
                  },
                  onError: (error) => notifyError(error),
                })
              }
            >
              Yes, unfreeze
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

interface FreezeFormProps {
  timeZone: string;
  courts: { id: number; name: string }[];
  onDone: () => void;
}

/** The add-freeze form: title, courts, From and To, optional weekdays, and whether bookings inside are cancelled. */
function FreezeForm({ timeZone, courts, onDone }: FreezeFormProps) {
  const [initial] = useState(() => {
    const now = Date.now();
    const from = utcToZonedParts(new Date(Math.ceil(now / HALF_HOUR) * HALF_HOUR), timeZone);
    const to = utcToZonedParts(defaultFreezeEnd(new Date(now)), timeZone);
    return { from, to };
  });
  const [note, setNote] = useState('');
  const [courtIds, setCourtIds] = useState<string[]>([]);
  const [fromDate, setFromDate] = useState(initial.from.date);
  const [fromTime, setFromTime] = useState(initial.from.time);
  const [toDate, setToDate] = useState(initial.to.date);
  const [toTime, setToTime] = useState(initial.to.time);
  const [days, setDays] = useState<string[]>([]);
  const clubDefault = useCancelOnFreezeDefault(true);
  const [cancelChoice, setCancelChoice] = useState<boolean | null>(null);
  const cancel = cancelChoice ?? clubDefault.data ?? false;
  const [errors, setErrors] = useState<Record<string, string>>({});
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
    const ranges = freezeRanges(rules, timeZone, new Date());
    if (!ranges.ok) found[ranges.field.replace(/^rules\.0\./, '')] = ranges.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { note: note.trim(), courts: courtIds.map(Number), cancel_on_freeze: cancel, rules },
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
          <Alert color="orange" variant="light">
            {FREEZE_MESSAGES.noRefunds}
          </Alert>
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
