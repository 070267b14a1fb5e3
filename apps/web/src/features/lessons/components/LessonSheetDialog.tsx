import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useDeleteLesson, useLessonDetail } from '../api/useLessons';
import { LessonCard } from './LessonCard';

type DeleteScope = 'this' | 'following' | 'all';

/**
 * A lesson opened from the court sheet (its event on any of its courts): what it is, places, the viewer's own place
 * to book or cancel, a link to the whole lesson (roster, attendance, edit), and for staff its deletion through
 * DELETE lesson/delete/{lessonId}/{aptId} (or -1 for every date, keep_booked keeping the dates with places).
 */
export function LessonSheetDialog({ appointmentId, onClose }: { appointmentId: number; onClose: () => void }) {
  const user = useCurrentUser();
  const business = user.business!;
  const manages = can(user.member_type?.roles, 'lesson', 'update');
  const detail = useLessonDetail(appointmentId);
  const remove = useDeleteLesson();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [scope, setScope] = useState<DeleteScope>('this');
  const [keepBooked, setKeepBooked] = useState(false);
  const [refund, setRefund] = useState(business.automatically_refund_payment);
  const lesson = detail.data;
  const booked = lesson?.roster.filter((place) => place.status === 'booked') ?? [];

  const confirmDelete = () => {
    if (!lesson) return;
    remove.mutate(
      {
        lessonId: lesson.lesson_id,
        aptId: scope === 'all' ? -1 : lesson.appointment_id,
        query: {
          automatically_refund_payment: refund ? '1' : '0',
          ...(scope === 'following' ? { mode: '1' as const } : {}),
          ...(scope === 'all' && keepBooked ? { keep_booked: '1' as const } : {}),
        },
      },
      {
        onSuccess: (result) => {
          notifySuccess(result.message, 'Success');
          onClose();
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Lesson" size="lg" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {detail.isLoading ? <BusyIndicator label="Loading the lesson" /> : null}
      {detail.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(detail.error)}
        </Alert>
      ) : null}
      {lesson ? (
        <Stack gap="sm">
          <LessonCard
            occurrence={lesson}
            timeZone={business.timezone}
            amPm={business.am_pm}
            showWaitlist={business.show_waitlist}
          />
          {manages ? (
            <Text size="sm">
              {booked.length > 0
                ? `Roster: ${booked.map((place) => place.full_name).join(', ')}`
                : 'No places booked yet.'}
            </Text>
          ) : null}
          {deleting ? (
            <Stack gap="xs" role="group" aria-label="Delete the lesson">
              <Radio.Group label="Delete" value={scope} onChange={(value) => setScope(value as DeleteScope)}>
                <Stack gap={6} mt={4}>
                  <Radio value="this" label="This date" />
                  <Radio value="following" label="This and following dates" />
                  <Radio value="all" label="All dates" />
                </Stack>
              </Radio.Group>
              {scope === 'all' ? (
                <Checkbox
                  label="Keep the dates with places booked"
                  checked={keepBooked}
                  onChange={(event) => setKeepBooked(event.currentTarget.checked)}
                />
              ) : null}
              <Checkbox
                label="Refund payments automatically"
                checked={refund}
                onChange={(event) => setRefund(event.currentTarget.checked)}
              />
              <Text size="sm">The people booked are told that their places are cancelled.</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDeleting(false)}>
                  Back
                </Button>
                <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
                  Delete
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group justify="flex-end">
              {manages ? (
                <Button variant="light" color="red" onClick={() => setDeleting(true)}>
                  Delete…
                </Button>
              ) : null}
              <Button onClick={() => void navigate(`/private/lesson/${lesson.appointment_id}`)}>Open lesson</Button>
            </Group>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
