import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  APPOINTMENT_LIMITS,
  APPOINTMENT_MESSAGES,
  type Conflict,
  type Court,
  type CourtSheetEvent,
  type UpdateAppointmentBody,
} from '@fairplay/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { notifyChainProcessing } from './chain-notice';
import { conflictsOf, isNotFound, isStale } from '../api/conflicts';
import { useAppointmentWrites } from '../api/useAppointmentWrites';
import { categoriesOfCourts } from '../model/booking-form';
import { editBody, editProblem, initialEdit, type EditValues } from '../model/edit-form';
import type { SheetViewer } from '../model/viewer';
import { ConflictDialog } from './ConflictDialog';
import { PeopleFields } from './PeopleFields';
import { RepeatFields } from './RepeatFields';
import { CLOSE_BUTTON_PROPS } from './modal-props';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { isDate, wallTimeToIso } from '../model/time';
import { AddOnSelect } from '../../add-ons';
import { TagSelect } from '../../tags';
import { useServiceTypes } from '../../service-types';
import { useCurrentUser } from '../../../api/session';

export const UPDATE_MODE_LABELS = ['This event', 'This and following events', 'All events'] as const;

interface EditEventModalProps {
  event: CourtSheetEvent;
  courts: readonly Court[];
  viewer: SheetViewer;
  timeZone: string;
  /** The club's 12/24-hour setting. */
  amPm: boolean;
  /** First and last allowed repeat end dates. */
  today: string;
  horizon: string;
  onClose: () => void;
}

/**
 * Edit an event (also the keyboard way to move one). Staff change the day, times, court, people, sport and the
 * repeat; a member changes the note and players of their own booking. For a recurrence the change applies to
 * this event, this and the following ones, or all of them; only the fields changed are sent.
 */
export function EditEventModal(props: EditEventModalProps) {
  const { event, courts, viewer, timeZone, amPm, today, horizon, onClose } = props;
  const navigate = useNavigate();
  const { update, updateComplex } = useAppointmentWrites();
  const narrow = useMediaQuery('(max-width: 36em)');
  const initial = useMemo(() => initialEdit(event, timeZone), [event, timeZone]);
  const [form, setForm] = useState<EditValues>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{
    conflicts: Conflict[];
    message: string;
    body: UpdateAppointmentBody;
  } | null>(null);
  const set = (patch: Partial<EditValues>) => setForm((current) => ({ ...current, ...patch }));
  const staff = viewer.canChangeEvents;
  const user = useCurrentUser();
  const serviceTypes = useServiceTypes(user).data ?? [];
  const knownPartners = useMemo(
    () =>
      event.record.bookings
        .filter((person) => person.kind === 'partner')
        .map((person) => ({ value: String(person.user_id), label: person.full_name })),
    [event],
  );
  const saving = update.isPending || updateComplex.isPending;

  const send = (body: UpdateAppointmentBody) => {
    setProblem(null);
    if (body.mode !== 0) notifyChainProcessing();
    const write = form.changeRepeat ? updateComplex : update;
    write.mutate(
      { id: event.id, body },
      {
        onSuccess: () => {
          notifySuccess('Your changes were saved.', 'Success');
          onClose();
        },
        onError: (error) => {
          const conflicts = conflictsOf(error);
          if (conflicts && staff) setConflict({ conflicts, message: errorMessage(error), body });
          else if (isStale(error)) {
            // Edited elsewhere since the sheet showed it: say so and close; the sheet shows it as it is now.
            notifyError(error);
            onClose();
          } else if (isNotFound(error)) {
            // Spec 2 section 2: a 404 when updating an appointment goes back to the dashboard.
            notifyError(error);
            onClose();
            void navigate('/private/dashboard');
          } else setProblem(errorMessage(error));
        },
      },
    );
  };
  const submit = (submitEvent: React.FormEvent) => {
    submitEvent.preventDefault();
    const found = editProblem(form);
    if (found) return setProblem(found);
    send({ ...editBody(initial, form, timeZone), version: event.version });
  };

  return (
    <>
      <Modal
        opened={conflict === null}
        onClose={onClose}
        title="Edit booking"
        size="lg"
        fullScreen={narrow}
        closeButtonProps={CLOSE_BUTTON_PROPS}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <ErrorAlert message={problem} />
            {staff ? (
              <>
                <TextInput
                  type="date"
                  label="Date"
                  value={form.date}
                  onChange={(change) => set({ date: change.currentTarget.value })}
                  data-autofocus
                />
                <Group grow gap="xs">
                  <TextInput
                    type="time"
                    label="Start time"
                    value={form.start}
                    onChange={(change) => set({ start: change.currentTarget.value })}
                  />
                  <TextInput
                    type="time"
                    label="End time"
                    value={form.end}
                    onChange={(change) => set({ end: change.currentTarget.value })}
                  />
                </Group>
                <NativeSelect
                  label="Court"
                  value={form.court}
                  data={courts.map((court) => ({ value: String(court.id), label: court.name }))}
                  onChange={(change) => set({ court: change.currentTarget.value })}
                />
              </>
            ) : null}
            <TextInput
              label="Note"
              maxLength={APPOINTMENT_LIMITS.noteMax}
              value={form.note}
              onChange={(change) => set({ note: change.currentTarget.value })}
            />
            {staff ? <TagSelect label="Tags" value={form.tags} onChange={(tags) => set({ tags })} /> : null}
            {staff && serviceTypes.length > 0 ? (
              <NativeSelect
                label="Service type"
                data={[
                  { value: '', label: 'Court time' },
                  ...serviceTypes.map((type) => ({ value: String(type.id), label: type.display_name })),
                ]}
                value={form.serviceType}
                onChange={(change) => set({ serviceType: change.currentTarget.value })}
              />
            ) : null}
            <AddOnSelect
              courtId={Number(form.court) || null}
              start={isDate(form.date) && form.start ? wallTimeToIso(form.date, form.start, timeZone) : null}
              end={isDate(form.date) && form.end ? wallTimeToIso(form.date, form.end, timeZone, true) : null}
              appointmentId={event.id}
              value={form.addOn}
              onChange={(addOn) => set({ addOn })}
            />
            <PeopleFields
              values={form}
              isStaff={staff}
              knownPartners={knownPartners}
              withSport={staff}
              categories={categoriesOfCourts(courts, [form.court])}
              onChange={set}
            />
            <Radio.Group
              label="Apply to"
              value={form.mode}
              onChange={(mode) =>
                set({ mode: mode as EditValues['mode'], changeRepeat: mode === '0' ? false : form.changeRepeat })
              }
            >
              <Stack gap={6} mt={4}>
                {UPDATE_MODE_LABELS.map((label, mode) => (
                  <Radio key={label} value={String(mode)} label={label} />
                ))}
              </Stack>
            </Radio.Group>
            {staff ? (
              <Stack gap="xs">
                {event.if_booked_in_recurrence ? (
                  <Alert color="blue" variant="light" title="Info">
                    {APPOINTMENT_MESSAGES.bookedInRecurrence}
                  </Alert>
                ) : null}
                <Switch
                  label="Change the repeat"
                  description={
                    form.mode === '0'
                      ? 'Choose "This and following events" or "All events" first.'
                      : 'The chosen events are replaced by a new repeat from this day.'
                  }
                  disabled={form.mode === '0' || event.if_booked_in_recurrence}
                  checked={form.changeRepeat}
                  onChange={(change) => set({ changeRepeat: change.currentTarget.checked })}
                />
                {form.changeRepeat ? (
                  <RepeatFields
                    value={form.repeat}
                    date={form.date}
                    minEnd={today > form.date ? today : form.date}
                    maxEnd={horizon}
                    locked={false}
                    onChange={(repeat) => set({ repeat })}
                  />
                ) : null}
              </Stack>
            ) : null}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving && conflict === null}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConflictDialog
        conflicts={conflict?.conflicts ?? null}
        message={conflict?.message ?? ''}
        timeZone={timeZone}
        amPm={amPm}
        busy={saving}
        onSkip={() => conflict && send({ ...conflict.body, force: true })}
        onCancel={() => setConflict(null)}
      />
    </>
  );
}
