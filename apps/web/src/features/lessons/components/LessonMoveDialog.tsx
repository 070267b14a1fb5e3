import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endpoints, LESSON_MESSAGES } from '@fairplay/contracts';
import { call, callWithMessage, isApiError } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { lessonKeys } from '../api/useLessons';
import { ConflictDialog, type LessonConflict } from './ConflictDialog';

/** A lesson event dropped on the court sheet at a new time and/or court. */
export interface LessonMove {
  /** The dragged event's appointment (any court of the date). */
  appointmentId: number;
  fromCourtId: number;
  toCourtId: number;
  start: string;
  end: string;
}

/**
 * Moves one date of a lesson from the court sheet: POST lesson/update/{lessonId} with mode 0 (this date), its new
 * times and, when dropped on another court, its courts with that one in the dragged court's place. A 409 opens the
 * Conflict dialog; skipping repeats the call with force, which leaves the taken date where it was.
 */
export function LessonMoveDialog({
  move,
  where,
  timeZone,
  onClose,
  onMoved,
}: {
  move: LessonMove;
  where: string;
  timeZone: string;
  onClose: () => void;
  onMoved: () => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [conflicts, setConflicts] = useState<LessonConflict[] | null>(null);

  const run = async (force: boolean) => {
    setBusy(true);
    try {
      const date = await queryClient.fetchQuery({
        queryKey: lessonKeys.detail(move.appointmentId),
        queryFn: () => call(endpoints.lessons.get, { params: { id: move.appointmentId }, query: {} }),
      });
      const courts = date.courts.map((court) => (court.id === move.fromCourtId ? move.toCourtId : court.id));
      const result = await callWithMessage(endpoints.lessons.update, {
        params: { lessonId: date.lesson_id },
        body: {
          appointment_id: date.appointment_id,
          mode: 0,
          start_time: move.start,
          end_time: move.end,
          ...(move.toCourtId !== move.fromCourtId ? { courts: [...new Set(courts)] } : {}),
          force,
        },
      });
      await queryClient.invalidateQueries({ queryKey: lessonKeys.all });
      setConflicts(null);
      if (result.payload.skipped.length > 0) notifySuccess('The lesson stays where it was: that time is taken.');
      else notifySuccess(result.message || LESSON_MESSAGES.updated, 'Success');
      onMoved();
    } catch (error) {
      const list =
        isApiError(error) && error.status === 409
          ? (error.payload as { conflicts?: LessonConflict[] } | null)?.conflicts
          : undefined;
      if (list && list.length > 0) setConflicts(list);
      else {
        notifyError(error);
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        opened={conflicts === null}
        onClose={onClose}
        title="Move lesson"
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
      >
        <Stack gap="sm">
          <Text size="sm">Move this date of the lesson? Its places move with it.</Text>
          <Text size="sm" fw={600}>
            To {where}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void run(false)} loading={busy} data-autofocus>
              Move
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConflictDialog
        conflicts={conflicts}
        timeZone={timeZone}
        skipLabel="Skip the conflict"
        onSkip={() => void run(true)}
        onCancel={onClose}
      />
    </>
  );
}
