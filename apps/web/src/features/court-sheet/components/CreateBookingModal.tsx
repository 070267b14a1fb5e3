import { Button, Group, Modal, MultiSelect, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  APPOINTMENT_LIMITS,
  APPOINTMENT_MESSAGES,
  type Conflict,
  type Court,
  type CreateAppointmentBody,
} from '@fairplay/contracts';
import { useState } from 'react';
import { bookingNamesHint, bookingNamesIssue, courtTimeTypeChoices } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { notifySuccess } from '../../../ui/notify';
import { conflictsOf } from '../api/conflicts';
import { useCreateBooking } from '../api/useCreateBooking';
import {
  bookingBody,
  bookingProblem,
  categoriesOfCourts,
  initialBooking,
  type BookingRange,
  type BookingValues,
} from '../model/booking-form';
import { formatLongDay, formatClock, wallTimeToIso } from '../model/time';
import { AddOnSelect } from '../../add-ons';
import { useServiceTypes } from '../../service-types';
import { bookingLengthHint, lengthLimitFor, lengthProblem } from '../model/booking-length';
import { TagSelect } from '../../tags';
import type { SheetViewer } from '../model/viewer';
import { ConflictDialog } from './ConflictDialog';
import { DifferentTimesFields } from './DifferentTimesFields';
import { MemberPicker } from './MemberPicker';
import { PeopleFields } from './PeopleFields';
import { RepeatFields } from './RepeatFields';
import { CLOSE_BUTTON_PROPS } from './modal-props';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import {
  MemberBusyAlert,
  memberBusyOf,
  PolicyRefusalAlert,
  refusalOf,
  WaiverSignDialog,
  waiverRefusalOf,
} from '../../booking-policy';
import { BookingCheckout } from '../../booking-checkout';

interface CreateBookingModalProps {
  range: BookingRange;
  /** A member's family choices ('' = themselves); empty for staff and members without a family. */
  family: { value: string; label: string }[];
  /** Whom the booking is for at first: the family member the sheet shows, if any. */
  bookingFor: number | null;
  courtId: number;
  courts: readonly Court[];
  viewer: SheetViewer;
  timeZone: string;
  amPm: boolean;
  today: string;
  horizon: string;
  onClose: () => void;
  onCreated: () => void;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The create modal for the pending times. Staff create court time with add_complex ('Book Spot Time'); members
 * book for themselves with add_book. A 409 shows staff the Conflict dialog; members see the server's message.
 */
export function CreateBookingModal(props: CreateBookingModalProps) {
  const { range, family, bookingFor, courtId, courts, viewer, timeZone, amPm, today, horizon, onClose, onCreated } =
    props;
  const [values, setValues] = useState<BookingValues>(() =>
    initialBooking(range, courtId, viewer.isStaff ? null : bookingFor),
  );
  const [problem, setProblem] = useState<string | null>(null);
  /** The club's rules refused the booking: why, and the time they let the member book instead. */
  const [refused, setRefused] = useState<{
    refusal: NonNullable<ReturnType<typeof refusalOf>>;
    message: string;
    body: CreateAppointmentBody;
  } | null>(null);
  const [conflict, setConflict] = useState<{
    conflicts: Conflict[];
    message: string;
    body: CreateAppointmentBody;
  } | null>(null);
  /** A player already holds another court then (one court at a time): why, and the booking staff may force. */
  const [memberBusy, setMemberBusy] = useState<{ message: string; body: CreateAppointmentBody } | null>(null);
  /** The club asks the member to sign its waiver first: the standing to sign, and the booking to send after. */
  const [waiver, setWaiver] = useState<{
    standing: NonNullable<ReturnType<typeof waiverRefusalOf>>;
    body: CreateAppointmentBody;
  } | null>(null);
  const user = useCurrentUser();
  const nameRules = {
    requirePartnerName: user.business?.require_partner_name ?? false,
    requireGuestName: user.business?.require_guest_name ?? false,
    requireGuestAndPartnerName: user.business?.require_guest_and_partner_name ?? false,
  };
  const namesHint = viewer.isStaff ? null : bookingNamesHint(nameRules);
  const create = useCreateBooking(viewer.isStaff ? 'add_complex' : 'add_book');
  const narrow = useMediaQuery('(max-width: 36em)');
  const change = (patch: Partial<BookingValues>) => setValues((current) => ({ ...current, ...patch }));
  // Members booking court time choose among the court-time types only (domain courtTimeTypeChoices).
  const serviceTypes = courtTimeTypeChoices(
    useServiceTypes(user).data ?? [],
    (type) => ({ courtTime: type.court_time, hidden: type.hidden }),
    !viewer.isStaff,
  );
  // How long the booking may be (the server holds it to the same rule): shown before sending.
  const partySize = 1 + values.partners.filter((id) => Number(id) !== user.user_id).length + values.guests.length;
  const lengthLimit = lengthLimitFor(
    user.business,
    courts.find((court) => String(court.id) === values.courts[0]),
    serviceTypes.find((type) => String(type.id) === values.serviceType),
    partySize,
    viewer.isStaff,
  );
  const lengthHint = lengthLimit ? bookingLengthHint(lengthLimit) : null;

  const send = (body: CreateAppointmentBody) => {
    setProblem(null);
    setRefused(null);
    setMemberBusy(null);
    create.mutate(body, {
      onSuccess: () => {
        setConflict(null);
        notifySuccess(APPOINTMENT_MESSAGES.booked, 'Success');
        onCreated();
      },
      onError: (error) => {
        const standing = waiverRefusalOf(error);
        if (standing) {
          setWaiver({ standing, body });
          return;
        }
        const refusal = refusalOf(error);
        if (refusal) {
          setRefused({ refusal, message: errorMessage(error), body });
          return;
        }
        if (memberBusyOf(error)) {
          setMemberBusy({ message: errorMessage(error), body });
          return;
        }
        const conflicts = conflictsOf(error);
        // Staff may skip the conflicts; anyone else reads why inside the dialog, beside its controls (a toast over
        // the dialog would cover its close button).
        if (conflicts && viewer.isStaff) setConflict({ conflicts, message: errorMessage(error), body });
        else setProblem(errorMessage(error));
      },
    });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = bookingProblem(values);
    if (found) {
      setProblem(found);
      return;
    }
    const tooLong = lengthProblem(lengthLimit, values.listTimes ? values.rows : [range]);
    if (tooLong) {
      setProblem(tooLong);
      return;
    }
    if (!viewer.isStaff) {
      // The club's partner and guest name requirements, as the server holds a member's booking to them.
      const partners = values.partners.map(Number).filter((id) => id !== user.user_id);
      const issue = bookingNamesIssue(nameRules, { partners, guests: values.guests });
      if (issue) {
        setProblem(issue.message);
        return;
      }
    }
    send(bookingBody(values, range, timeZone, { isStaff: viewer.isStaff, force: false }));
  };

  const when = `${formatLongDay(range.date)}, ${formatClock(minutesOf(range.start), amPm)} – ${formatClock(range.end === '00:00' ? 1440 : minutesOf(range.end), amPm)}`;
  return (
    <>
      <Modal
        opened={conflict === null && waiver === null}
        onClose={onClose}
        title="New booking"
        size="lg"
        fullScreen={narrow}
        closeButtonProps={CLOSE_BUTTON_PROPS}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text fw={600}>{when}</Text>
            <ErrorAlert message={problem} />
            {refused ? (
              <PolicyRefusalAlert
                refusal={refused.refusal}
                message={refused.message}
                courtName={(id) => courts.find((court) => court.id === id)?.name ?? `Court ${id}`}
                timeZone={timeZone}
                amPm={amPm}
                busy={create.isPending}
                onBookSuggested={(slot) =>
                  send({
                    ...refused.body,
                    courts: [slot.court_id],
                    start_time: slot.start_time,
                    end_time: slot.end_time,
                    recurrence: null,
                    multipleDates: [],
                  })
                }
              />
            ) : null}
            {memberBusy ? (
              <MemberBusyAlert
                message={memberBusy.message}
                busy={create.isPending}
                onBookAnyway={viewer.isStaff ? () => send({ ...memberBusy.body, force: true }) : null}
              />
            ) : null}
            {viewer.isStaff ? (
              <MemberPicker
                label="Booked for"
                description="Optional: the member this court time is for"
                placeholder="Nobody in particular"
                value={values.bookFor}
                onChange={(bookFor) => change({ bookFor })}
              />
            ) : family.length > 0 ? (
              <NativeSelect
                label="Book for"
                data={family}
                value={values.bookFor}
                onChange={(event) => change({ bookFor: event.currentTarget.value })}
              />
            ) : null}
            <TextInput
              label="Note"
              placeholder={viewer.isStaff ? APPOINTMENT_MESSAGES.bookSpotTime : 'Optional'}
              value={values.note}
              maxLength={APPOINTMENT_LIMITS.noteMax}
              onChange={(event) => change({ note: event.currentTarget.value })}
              data-autofocus
            />
            <MultiSelect
              label="Courts"
              required
              data={courts.map((court) => ({ value: String(court.id), label: court.name }))}
              value={values.courts}
              searchable
              maxValues={APPOINTMENT_LIMITS.courtsMax}
              onChange={(selected) => change({ courts: selected })}
              comboboxProps={{ withinPortal: true }}
            />
            {serviceTypes.length > 0 ? (
              <NativeSelect
                label="Service type"
                data={[
                  { value: '', label: 'Court time' },
                  ...serviceTypes.map((type) => ({ value: String(type.id), label: type.display_name })),
                ]}
                value={values.serviceType}
                onChange={(event) => change({ serviceType: event.currentTarget.value })}
              />
            ) : null}
            {lengthHint ? (
              <Text size="sm" data-testid="booking-length-hint">
                {lengthHint}
              </Text>
            ) : null}
            {viewer.isStaff ? (
              <TagSelect label="Tags" value={values.tags} onChange={(tags) => change({ tags })} />
            ) : null}
            <AddOnSelect
              courtId={values.courts[0] ? Number(values.courts[0]) : null}
              start={wallTimeToIso(range.date, range.start, timeZone)}
              end={wallTimeToIso(range.date, range.end, timeZone, true)}
              value={values.addOn}
              onChange={(addOn) => change({ addOn })}
            />
            {namesHint ? <Text size="sm">{namesHint}</Text> : null}
            <PeopleFields
              values={values}
              isStaff={viewer.isStaff}
              categories={categoriesOfCourts(courts, values.courts)}
              onChange={change}
            />
            <RepeatFields
              value={values.repeat}
              date={range.date}
              minEnd={today > range.date ? today : range.date}
              maxEnd={horizon}
              locked={values.listTimes}
              onChange={(repeat) => change({ repeat })}
            />
            <DifferentTimesFields
              enabled={values.listTimes}
              rows={values.rows}
              locked={values.repeat.enabled}
              onToggle={(listTimes) => change({ listTimes })}
              onRows={(rows) => change({ rows })}
            />
            {/* Priced court time goes through the checkout (issue 13); free time, series and staff keep Book. */}
            <BookingCheckout
              body={bookingBody(values, range, timeZone, { isStaff: viewer.isStaff, force: false })}
              staff={viewer.isStaff}
              userId={user.user_id}
              customer={user.user_type === 'nbu'}
              signerName={`${user.first_name} ${user.last_name}`.trim()}
              onCancel={onClose}
              onBooked={onCreated}
              fallback={(role) => (
                <Group justify="flex-end" mt="sm">
                  <Button variant="default" onClick={onClose}>
                    Cancel
                  </Button>
                  {/* Beside the checkout, booking unpaid is the lighter choice; while it loads, not yet a choice. */}
                  <Button
                    type="submit"
                    variant={role === 'primary' ? 'filled' : 'default'}
                    disabled={role === 'loading'}
                    loading={create.isPending && conflict === null}
                  >
                    Book
                  </Button>
                </Group>
              )}
            />
          </Stack>
        </form>
      </Modal>
      <ConflictDialog
        conflicts={conflict?.conflicts ?? null}
        message={conflict?.message ?? ''}
        timeZone={timeZone}
        amPm={amPm}
        busy={create.isPending}
        onSkip={() => conflict && send({ ...conflict.body, force: true })}
        onCancel={() => setConflict(null)}
      />
      <WaiverSignDialog
        standing={waiver?.standing ?? null}
        defaultName={`${user.first_name} ${user.last_name}`.trim()}
        signerId={user.user_id}
        onSigned={() => {
          const body = waiver?.body;
          setWaiver(null);
          if (body) send(body);
        }}
        onDecline={() => setWaiver(null)}
      />
    </>
  );
}
