import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { APPOINTMENT_LIMITS, type Conflict, type Court, type CourtSheetEvent, type UpdateAppointmentBody } from '@fairplay/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { conflictsOf, isNotFound } from '../api/conflicts';
import { useAppointmentWrites } from '../api/useAppointmentWrites';
import { isDate, wallTimeToIso, zonedDateTime } from '../model/time';
import { ConflictDialog } from './ConflictDialog';
import { CLOSE_BUTTON_PROPS } from './modal-props';

export const UPDATE_MODE_LABELS = ['This event', 'This and following events', 'All events'] as const;

interface EditEventModalProps {
  event: CourtSheetEvent;
  courts: readonly Court[];
  timeZone: string;
  onClose: () => void;
}

/**
 * Edit an event's day, times, court and note (the keyboard way to move an event). For a recurrence the change
 * applies to this event, this and the following ones, or all of them; only the fields changed are sent.
 */
export function EditEventModal({ event, courts, timeZone, onClose }: EditEventModalProps) {
  const navigate = useNavigate();
  const { update } = useAppointmentWrites();
  const start = zonedDateTime(event.start, timeZone);
  const end = zonedDateTime(event.end, timeZone);
  const [form, setForm] = useState({ date: start.date, start: start.time, end: end.time, court: String(event.resourceId), note: event.record.note, mode: '0' });
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ conflicts: Conflict[]; message: string; body: UpdateAppointmentBody } | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));

  const send = (body: UpdateAppointmentBody) => {
    setProblem(null);
    update.mutate(
      { id: event.id, body },
      {
        onSuccess: () => {
          notifySuccess('Your changes were saved.', 'Success');
          onClose();
        },
        onError: (error) => {
          const conflicts = conflictsOf(error);
          if (conflicts) setConflict({ conflicts, message: errorMessage(error), body });
          else if (isNotFound(error)) {
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
    if (!isDate(form.date) || !form.start || !form.end) return setProblem('Please provide valid date range');
    if (form.end !== '00:00' && form.end <= form.start) return setProblem('Please provide valid date range');
    const body: UpdateAppointmentBody = { mode: Number(form.mode) as 0 | 1 | 2, force: false };
    const timesChanged = form.date !== start.date || form.start !== start.time || form.end !== end.time;
    if (timesChanged) {
      body.start_time = wallTimeToIso(form.date, form.start, timeZone);
      body.end_time = wallTimeToIso(form.date, form.end, timeZone, true);
    }
    if (form.court !== String(event.resourceId)) body.court_id = Number(form.court);
    if (form.note !== event.record.note) body.note = form.note.trim();
    send(body);
  };

  return (
    <>
      <Modal opened={conflict === null} onClose={onClose} title="Edit booking" centered closeButtonProps={CLOSE_BUTTON_PROPS}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {problem ? (
              <Alert color="red" variant="light" title="Error" role="alert">
                {problem}
              </Alert>
            ) : null}
            <TextInput type="date" label="Date" value={form.date} onChange={(change) => set({ date: change.currentTarget.value })} data-autofocus />
            <Group grow gap="xs">
              <TextInput type="time" label="Start time" value={form.start} onChange={(change) => set({ start: change.currentTarget.value })} />
              <TextInput type="time" label="End time" value={form.end} onChange={(change) => set({ end: change.currentTarget.value })} />
            </Group>
            <NativeSelect
              label="Court"
              value={form.court}
              data={courts.map((court) => ({ value: String(court.id), label: court.name }))}
              onChange={(change) => set({ court: change.currentTarget.value })}
            />
            <TextInput label="Note" maxLength={APPOINTMENT_LIMITS.noteMax} value={form.note} onChange={(change) => set({ note: change.currentTarget.value })} />
            <Radio.Group label="Apply to" value={form.mode} onChange={(mode) => set({ mode })}>
              <Stack gap={6} mt={4}>
                {UPDATE_MODE_LABELS.map((label, mode) => (
                  <Radio key={label} value={String(mode)} label={label} />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending && conflict === null}>
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
        busy={update.isPending}
        onSkip={() => conflict && send({ ...conflict.body, force: true })}
        onCancel={() => setConflict(null)}
      />
    </>
  );
}
