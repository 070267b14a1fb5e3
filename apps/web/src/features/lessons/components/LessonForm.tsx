import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import {
  LESSON_LIMITS,
  LESSON_MESSAGES,
  type LessonBody,
  type LessonKind,
  BOOK_PAY_TYPE,
  type BookPayType,
  bookPayTypeText,
} from '@fairplay/contracts';
import { lessonFormIssue, nextAdvance } from '@fairplay/domain';
import { useCurrentUser } from '../../../api/session';
import { useLessonChoices } from '../api/useLessons';
import { clubInstant } from '../model/lesson-time';
import { bookingLimitsBody, LessonBookingLimits, NO_BOOKING_LIMITS } from './LessonBookingLimits';
import { LessonSpecialPrice, NO_SPECIAL, specialBody } from './LessonSpecialPrice';
import { sportsOfCourts } from '../../../ui/sports-of-courts';

interface Props {
  timeZone: string;
  /** The day the list shows, the form's first date. */
  date: string;
  typeId: number | null;
  saving: boolean;
  /** A field error from the server, shown at the top (the fields are named in it). */
  problem: string | null;
  onSubmit: (body: LessonBody) => void;
  onCancel: () => void;
}

/** Monday = 0, as the recurrence counts weekdays. */
function weekdayOf(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

const PAY_TYPES = [
  { value: bookPayTypeText(BOOK_PAY_TYPE.both), label: 'Money or points' },
  { value: bookPayTypeText(BOOK_PAY_TYPE.moneyOnly), label: 'Money only' },
  { value: bookPayTypeText(BOOK_PAY_TYPE.pointsOnly), label: 'Points only' },
];

/**
 * The lesson listing form (spec 2 section 5): service type and sport, places (1 for a private lesson), prices in
 * dollars and points (the pay type hides the other), advance, cancellation hours, description (280), courts,
 * coaches, online, and a weekly repeat. The server checks everything again and names the field.
 */
export function LessonForm({ timeZone, date, typeId, saving, problem, onSubmit, onCancel }: Props) {
  const choices = useLessonChoices(true);
  const currency = useCurrentUser().business?.currency_code ?? 'usd';
  const [type, setType] = useState<string | null>(typeId !== null && typeId > 0 ? String(typeId) : null);
  const [sport, setSport] = useState<string | null>(null);
  const [kind, setKind] = useState<LessonKind>('group');
  const [quantity, setQuantity] = useState<number>(8);
  const [day, setDay] = useState(date);
  const [start, setStart] = useState('18:00');
  const [end, setEnd] = useState('19:00');
  const [repeat, setRepeat] = useState(false);
  const [weeks, setWeeks] = useState<number>(8);
  const [payType, setPayType] = useState<BookPayType>(BOOK_PAY_TYPE.moneyOnly);
  const [price, setPrice] = useState<number>(25);
  const [points, setPoints] = useState<number>(0);
  const [advance, setAdvance] = useState<number>(LESSON_LIMITS.advanceDefault);
  const [cancelAllowed, setCancelAllowed] = useState(true);
  const [cancelHours, setCancelHours] = useState<number>(LESSON_LIMITS.cancelHoursDefault);
  const [description, setDescription] = useState('');
  const [courts, setCourts] = useState<string[]>([]);
  const [coaches, setCoaches] = useState<string[]>([]);
  const [online, setOnline] = useState(false);
  const [bookedBy, setBookedBy] = useState<string | null>(null);
  const [limits, setLimits] = useState(NO_BOOKING_LIMITS);
  const [special, setSpecial] = useState(NO_SPECIAL);
  const [local, setLocal] = useState<string | null>(null);

  const places = kind === 'private' ? 1 : quantity;
  const submit = () => {
    if (!type || !sport) return setLocal(LESSON_MESSAGES.selectType);
    if (courts.length === 0) return setLocal(LESSON_MESSAGES.selectCourts);
    const specialFields = specialBody(special, payType);
    const issue = lessonFormIssue({
      kind,
      quantity: places,
      special_price: specialFields.special_price,
      special_point: specialFields.special_point,
      for_whom: specialFields.specialMicroSettings,
      book_pay_type: payType,
    });
    if (issue) return setLocal(issue.message);
    if (end <= start) return setLocal(LESSON_MESSAGES.invalidDateRange);
    setLocal(null);
    onSubmit({
      lessonType: Number(type),
      sportId: Number(sport),
      kind,
      quantity: places,
      price: payType === BOOK_PAY_TYPE.pointsOnly ? 0 : Math.round(price * 100),
      point_price: payType === BOOK_PAY_TYPE.moneyOnly ? 0 : Math.round(points),
      book_pay_type: payType,
      advance,
      cancel_allowed: cancelAllowed,
      cancel_allowed_hour: cancelHours,
      description,
      online,
      courts: courts.map(Number),
      coach: coaches.map(Number),
      start_time: clubInstant(day, start, timeZone),
      end_time: clubInstant(day, end, timeZone),
      recurrence: repeat
        ? { frequency: 'weekly', days: [weekdayOf(day)], ends: 'occurrences', occurrences: weeks }
        : null,
      allowBooking: repeat ? 'recurrence' : 'single',
      repeatState: repeat,
      currencyCode: currency.toUpperCase(),
      booked_by: bookedBy === null ? null : Number(bookedBy),
      ...bookingLimitsBody(limits),
      ...specialFields,
    });
  };

  const message = local ?? problem;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {message ? (
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Service type"
            required
            data={(choices.types.data ?? []).map((t) => ({ value: String(t.id), label: t.display_name }))}
            value={type}
            onChange={setType}
          />
          <Select
            label="Sport"
            required
            searchable
            data={sportsOfCourts(choices.sports.data ?? [], choices.courts.data ?? [], courts, sport).map((s) => ({
              value: String(s.id),
              label: s.display_name,
            }))}
            value={sport}
            onChange={setSport}
          />
        </SimpleGrid>
        <SegmentedControl
          aria-label="Kind of lesson"
          value={kind}
          onChange={(value) => setKind(value as LessonKind)}
          data={[
            { value: 'group', label: 'Lesson or clinic' },
            { value: 'private', label: 'Private lesson' },
            { value: 'camp', label: 'Camp' },
          ]}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Date" type="date" value={day} onChange={(e) => setDay(e.currentTarget.value)} required />
          <TextInput
            label="Start"
            type="time"
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            required
          />
          <TextInput label="End" type="time" value={end} onChange={(e) => setEnd(e.currentTarget.value)} required />
        </SimpleGrid>
        <Group align="end">
          <Switch
            label="Do you want to repeat?"
            checked={repeat}
            onChange={(e) => setRepeat(e.currentTarget.checked)}
          />
          {repeat ? (
            <NumberInput
              label="Weekly, for this many weeks"
              min={1}
              max={52}
              value={weeks}
              onChange={(value) => setWeeks(Number(value) || 1)}
            />
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label="Courts"
            required
            searchable
            data={(choices.courts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={courts}
            onChange={setCourts}
          />
          <MultiSelect
            label="Coaches"
            searchable
            data={(choices.coaches.data ?? []).map((c) => ({ value: String(c.coach_id), label: c.coach_name }))}
            value={coaches}
            onChange={setCoaches}
          />
          <Select
            label="Booked by"
            placeholder="Me"
            clearable
            searchable
            data={(choices.coaches.data ?? []).map((c) => ({ value: String(c.coach_id), label: c.coach_name }))}
            value={bookedBy}
            onChange={setBookedBy}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Places"
            min={1}
            max={LESSON_LIMITS.quantityMax}
            value={places}
            disabled={kind === 'private'}
            onChange={(value) => setQuantity(Number(value) || 1)}
          />
          <Select
            label="Paid in"
            data={PAY_TYPES}
            value={bookPayTypeText(payType)}
            onChange={(v) => setPayType(v === null ? BOOK_PAY_TYPE.moneyOnly : (Number(v) as BookPayType))}
            allowDeselect={false}
          />
          {payType !== BOOK_PAY_TYPE.pointsOnly ? (
            <NumberInput
              label="Price ($)"
              min={0}
              decimalScale={2}
              value={price}
              onChange={(value) => setPrice(Number(value) || 0)}
            />
          ) : null}
          {payType !== BOOK_PAY_TYPE.moneyOnly ? (
            <NumberInput
              label="Price in points"
              min={0}
              value={points}
              onChange={(value) => setPoints(Number(value) || 0)}
            />
          ) : null}
          <NumberInput
            label="Book in advance (days)"
            min={1}
            max={365}
            value={advance}
            onChange={(value) => setAdvance((previous) => nextAdvance(previous, Number(value)))}
          />
          <NumberInput
            label="Cancellation hours"
            min={0}
            max={LESSON_LIMITS.cancelHoursMax}
            value={cancelHours}
            disabled={!cancelAllowed}
            onChange={(value) => setCancelHours(Math.min(999, Math.max(0, Number(value) || 0)))}
          />
        </SimpleGrid>
        <LessonSpecialPrice value={special} onChange={setSpecial} payType={payType} />
        <LessonBookingLimits value={limits} onChange={setLimits} />
        <Group>
          <Switch
            label="Cancellation allowed"
            checked={cancelAllowed}
            onChange={(e) => setCancelAllowed(e.currentTarget.checked)}
          />
          <Switch label="Online" checked={online} onChange={(e) => setOnline(e.currentTarget.checked)} />
        </Group>
        <Textarea
          label="Description"
          maxLength={LESSON_LIMITS.descriptionMax}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          description={`${description.length}/${LESSON_LIMITS.descriptionMax}`}
        />
        {!cancelAllowed ? (
          <Text size="sm" c="dimmed">
            Without cancellation, places cannot be given back and nothing is refunded.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save lesson
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
