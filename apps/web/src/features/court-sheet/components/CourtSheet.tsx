import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCog } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  APPOINTMENT_MESSAGES,
  type CourtSheetEvent,
  type SessionBusiness,
  type SessionUser,
} from '@fairplay/contracts';
import { can, recurrenceHorizonDate, sheetHeading, showsPerHourPrice } from '@fairplay/domain';
import { useCheckoutOptions } from '../../booking-checkout';
import { ruleLink } from '../../availability-rules';
import {
  CoachAvailabilityFilter,
  NO_COACH_AVAILABILITY,
  useSheetCoachAvailability,
  type CoachAvailabilityChoice,
} from '../../coaches';
import { coachWindowOf } from '../model/coach-windows';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useLiveUpdates } from '../../../api/live-updates';
import { refreshSchedule } from '../api/keys';
import { useCourts, useListing, usePrefetchAdjacentDays } from '../api/useSheetData';
import type { EventDrop } from '../hooks/useEventDrag';
import { useCreateOnCourt, type CreateOnCourtState } from '../hooks/useCreateOnCourt';
import { useNow } from '../hooks/useNow';
import { usePendingPrice } from '../hooks/usePendingPrice';
import { useSheetLayers } from '../hooks/useSheetLayers';
import { NO_DIALOG, type SheetDialog } from '../model/dialogs';
import { familyOptions, NO_FILTERS, showsCoachFilter, type SheetFilters } from '../model/filters';
import { DEFAULT_STEP, slotHeightFor, ZOOM_MIN } from '../model/geometry';
import { extendTo, selectSlot, type PendingSlots } from '../model/selection';
import { firstOpenSlotOf, nowMinuteOf, pendingRange } from '../model/slots';
import {
  clubToday,
  courtSheetStartMinutes,
  earliestDate,
  formatClock,
  sheetDate,
  wallMinuteToIso,
} from '../model/time';
import { sheetViewerOf } from '../model/viewer';
import { PendingBar } from './PendingBar';
import { LazySheetDialogs } from './LazySheetDialogs';
import { LazyRenewalBanner, LazyRulesPanel } from './LazyRules';
import { SheetFilterBar } from './SheetFilterBar';
import { SheetGrid } from './SheetGrid';
import { SheetLegend } from './SheetLegend';
import { SheetToolbar } from './SheetToolbar';
import { SheetTagsBar } from './SheetTagsBar';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { IconButton } from '../../../ui/IconButton';

const NO_COURTS = 'Please set facility Columns Count from the profile page.';

/** Router state that opens an event's details when the sheet appears. */
export interface OpenEventState {
  openEvent: CourtSheetEvent;
}

/** The court sheet of one club: the day's grid, its date and zoom, the pending times and the dialogs. */
export function CourtSheet({ user, business }: { user: SessionUser; business: SessionBusiness }) {
  const viewer = useMemo(() => sheetViewerOf(user), [user]);
  const timeZone = business.timezone;
  const amPm = business.am_pm;
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const step = business.booking_to_start > 0 ? business.booking_to_start : DEFAULT_STEP;
  const nowMs = useNow();
  const today = clubToday(timeZone, nowMs);
  const earliest = earliestDate(today);
  const horizon = useMemo(() => recurrenceHorizonDate(new Date(nowMs), timeZone), [nowMs, timeZone]);
  const [searchParams, setSearchParams] = useSearchParams();
  const date = sheetDate(searchParams.get('date'), today);
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [pending, setPending] = useState<PendingSlots | null>(null);
  const location = useLocation();
  // A link to one booking (/private/courtlisting/…) arrives with the event to open.
  const [dialog, setDialog] = useState<SheetDialog>(() => {
    const opened = (location.state as OpenEventState | null)?.openEvent;
    return opened ? { kind: 'details', event: opened } : NO_DIALOG;
  });
  const navigate = useNavigate();
  useEffect(() => {
    // Opened once: a reload of the same page must not open the booking again.
    if (location.state) void navigate({ search: location.search }, { replace: true, state: null });
  }, [location.state, location.search, navigate]);
  // /private/courtlisting/-1/{courtId}?family= arrives with the court to create on and for whom (spec 2).
  const [createOn] = useState(() => (location.state as CreateOnCourtState | null)?.createOn ?? null);
  const [filters, setFilters] = useState<SheetFilters>(() =>
    createOn?.family ? { ...NO_FILTERS, family: createOn.family } : NO_FILTERS,
  );
  const family = useMemo(() => familyOptions(user, business), [user, business]);
  const courts = useCourts();
  const listing = useListing(date, timeZone, filters, dialog.kind !== 'none');
  usePrefetchAdjacentDays(date, timeZone, filters, listing.isSuccess);
  useLiveUpdates(refreshSchedule);

  // The tag filter (issue 10) narrows what the sheet draws, bookings and rule bands alike; the listing itself stays
  // the same for every filter.
  const [tagFilter, setTagFilter] = useState<string[]>([]);
  // Availability rules come in the listing as microsettings events: drawn as bands behind the bookings, never as
  // events that take a slot (their times stay bookable).
  // Coach availability (spec 2): the coaches' times in yellow (red when blocked) when the filter asks for them.
  const [coachChoice, setCoachChoice] = useState<CoachAvailabilityChoice>(NO_COACH_AVAILABILITY);
  const coachAvailability = useSheetCoachAvailability(date, coachChoice);
  const coachWindows = coachAvailability.windows;
  const { bands, placed, eventById, isTaken } = useSheetLayers(listing.data, coachWindows, tagFilter, {
    date,
    timeZone,
    step,
  });
  const canChangeRules = can(user.member_type?.roles, 'settings', 'update');
  const isMember = user.member_type?.key === 'member';
  // The club's court-time taxes (the checkout's options): the bands show each hour's total with them.
  const courtTimeTaxes = useCheckoutOptions(can(user.member_type?.roles, 'court', 'update')).data?.court_time_taxes;
  const bandOptions = useMemo(
    () => ({
      currency: business.currency_code,
      showPrice: showsPerHourPrice(isMember, business.hide_member_prices),
      taxes: courtTimeTaxes ?? [],
    }),
    [business.currency_code, business.hide_member_prices, isMember, courtTimeTaxes],
  );
  const [rulesOpen, setRulesOpen] = useState(false);
  const firstOpenSlot = useMemo(
    () => firstOpenSlotOf(date, today, nowMs, step, timeZone),
    [date, today, nowMs, step, timeZone],
  );

  const onSlot = useCallback(
    (courtId: number, slot: number, extend: boolean) => {
      if (slot < firstOpenSlot) return;
      if (!viewer.canSelectSlots) {
        notifications.show({ color: 'blue', title: 'Info', message: APPOINTMENT_MESSAGES.viewOnly });
        return;
      }
      setPending((current) => selectSlot(current, courtId, slot, extend, isTaken));
    },
    [firstOpenSlot, viewer, isTaken],
  );
  const onSlotDrag = useCallback(
    (courtId: number, anchor: number, slot: number) => {
      if (!viewer.canSelectSlots || anchor < firstOpenSlot) return;
      setPending(extendTo(courtId, anchor, Math.max(slot, firstOpenSlot), isTaken));
    },
    [firstOpenSlot, viewer, isTaken],
  );
  const { lengthsOf } = coachAvailability;
  const onOpenEvent = useCallback(
    (event: CourtSheetEvent) => {
      if (event.type === 'lesson') return setDialog({ kind: 'lesson', event });
      if (event.type !== 'coach_availability') return setDialog({ kind: 'details', event });
      // A member books a private session in a coach's free time; staff see the times only.
      const window = coachWindowOf(coachWindows, event);
      if (window && !window.block && user.user_type === 'nbu')
        setDialog({ kind: 'coach-window', window, ...lengthsOf(window) });
    },
    [coachWindows, lengthsOf, user.user_type],
  );
  const onDropEvent = useCallback(
    ({ event, courtId, startMinute }: EventDrop) => {
      const start = wallMinuteToIso(date, startMinute, timeZone);
      if (courtId === event.resourceId && start === new Date(event.start).toISOString()) return;
      const end = new Date(Date.parse(start) + (Date.parse(event.end) - Date.parse(event.start))).toISOString();
      setDialog({ kind: 'move', event, courtId, start, end });
    },
    [date, timeZone],
  );

  const showDate = (next: string) => {
    setPending(null);
    setDialog(NO_DIALOG);
    setSearchParams(next === today ? {} : { date: next }, { replace: true });
  };
  const changeDate = (next: string) => (pending ? setDialog({ kind: 'switch-date', date: next }) : showDate(next));
  useCreateOnCourt(
    createOn,
    {
      courtIds: courts.data ? courts.data.map((court) => court.id) : null,
      ready: listing.isSuccess,
      date,
      today,
      firstOpenSlot,
      step,
      isTaken,
    },
    { select: setPending, open: setDialog, showDate },
  );

  const courtList = courts.data ?? [];
  const pendingCourt = pending ? courtList.find((court) => court.id === pending.courtId) : undefined;
  const range = pending ? pendingRange(pending, date, step) : null;
  const pendingPrice = usePendingPrice(pending?.courtId ?? null, range, timeZone, business.currency_code);
  const pendingText =
    pending && range
      ? `${pendingCourt?.name ?? ''}, ${formatClock(pending.from * step, amPm)} – ${formatClock((pending.to + 1) * step, amPm)}`
      : '';

  const firstCourtId = courts.data?.[0]?.id ?? 0;
  const newRuleAt = (courtId: number, from: number, to: number) => {
    const start = wallMinuteToIso(date, from, timeZone);
    const end = wallMinuteToIso(date, to, timeZone);
    return ruleLink(-1, courtId, { start, end });
  };
  const newRuleLink = newRuleAt(
    firstCourtId,
    Math.min(firstOpenSlot * step, 1440 - step),
    Math.min(firstOpenSlot * step, 1440 - step) + step,
  );
  // ?create opens the add-rule form for those who may change settings (spec 2 section 2).
  const wantsCreate = searchParams.has('create');
  useEffect(() => {
    if (wantsCreate && canChangeRules && firstCourtId > 0) void navigate(newRuleLink, { replace: true });
  }, [wantsCreate, canChangeRules, firstCourtId, newRuleLink, navigate]);

  const familyOrCoachFilter =
    showsCoachFilter(user) || family.length > 0 ? (
      <SheetFilterBar filters={filters} coachFilter={showsCoachFilter(user)} family={family} onChange={setFilters} />
    ) : null;
  // Staff also filter by tag; on a phone every filter folds into the toolbar's one compact bar.
  const coachAvailabilityFilter = <CoachAvailabilityFilter date={date} value={coachChoice} onChange={setCoachChoice} />;
  const filterBar = viewer.isStaff ? (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {familyOrCoachFilter}
      {coachAvailabilityFilter}
      <SheetTagsBar
        value={tagFilter}
        onChange={setTagFilter}
        canManage={can(user.member_type?.roles, 'settings', 'update')}
      />
    </Group>
  ) : (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {familyOrCoachFilter}
      {coachAvailabilityFilter}
    </Group>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={1} size="h2">
            {sheetHeading(business.btn3)}
          </Title>
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {business.address}
          </Text>
        </div>
        <Group gap="xs">
          {listing.isFetching ? <BusyIndicator size="sm" label="Loading bookings" /> : null}
          {canChangeRules && phone ? (
            // On a phone an icon keeps the heading on one line, so the grid still starts high on the screen.
            <IconButton
              label="Availability rules"
              variant="light"
              size="lg"
              icon={<IconCalendarCog size={18} />}
              onClick={() => setRulesOpen(true)}
            />
          ) : canChangeRules ? (
            <Button size="xs" variant="light" onClick={() => setRulesOpen(true)}>
              Availability rules
            </Button>
          ) : null}
          <SheetLegend />
        </Group>
      </Group>
      <LazyRenewalBanner
        enabled={canChangeRules && !isMember}
        ready={listing.isSuccess}
        onOpenRules={() => setRulesOpen(true)}
      />
      <LazyRulesPanel
        opened={rulesOpen}
        onClose={() => setRulesOpen(false)}
        timeZone={timeZone}
        newRuleLink={newRuleLink}
        courts={courtList}
        taxes={courtTimeTaxes ?? []}
      />
      <SheetToolbar
        date={date}
        today={today}
        earliest={earliest}
        zoom={zoom}
        onDate={changeDate}
        onZoom={setZoom}
        filters={phone ? filterBar : null}
      />
      {phone ? null : filterBar}
      {courtList.length > 0 ? (
        <PendingBar
          description={pending ? pendingText : null}
          price={pendingPrice}
          canSelect={viewer.canSelectSlots}
          onBook={() => setDialog({ kind: 'create' })}
          onClear={() => setPending(null)}
          onCreateRule={
            canChangeRules && pending
              ? () => void navigate(newRuleAt(pending.courtId, pending.from * step, (pending.to + 1) * step))
              : undefined
          }
        />
      ) : null}
      {listing.isError ? (
        <Alert color="red" variant="light" title="Error">
          <Group gap="sm">
            <span>{errorMessage(listing.error)}</span>
            <Button size="xs" variant="light" color="red" onClick={() => void listing.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : null}
      {courts.isLoading ? <BusyIndicator label="Loading courts" /> : null}
      <ErrorAlert live={false} message={courts.isError ? errorMessage(courts.error) : null} />
      {courts.data && courtList.length === 0 ? (
        <Alert color="yellow" variant="light">
          {NO_COURTS}
        </Alert>
      ) : null}
      {courtList.length > 0 ? (
        <SheetGrid
          courts={courtList}
          step={step}
          slotHeight={slotHeightFor(zoom)}
          amPm={amPm}
          timeZone={timeZone}
          firstOpenSlot={firstOpenSlot}
          pending={pending}
          placed={placed}
          eventById={eventById}
          nowMs={nowMs}
          nowMinute={nowMinuteOf(date, today, nowMs, timeZone)}
          viewer={viewer}
          ready={listing.isSuccess}
          scrollToMinute={courtSheetStartMinutes(business.csh_start_time)}
          onSlot={onSlot}
          onSlotDrag={onSlotDrag}
          onOpenEvent={onOpenEvent}
          onDropEvent={onDropEvent}
          bands={bands}
          bandOptions={bandOptions}
        />
      ) : null}
      <LazySheetDialogs
        dialog={dialog}
        courts={courtList}
        business={business}
        viewer={viewer}
        today={today}
        horizon={horizon}
        pending={pending && range ? { range, courtId: pending.courtId } : null}
        family={family}
        bookingFor={filters.family}
        onDialog={setDialog}
        onCreated={() => {
          setPending(null);
          setDialog(NO_DIALOG);
        }}
        onSwitchDate={showDate}
      />
    </Stack>
  );
}
