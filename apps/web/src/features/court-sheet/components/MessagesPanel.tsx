import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { APPOINTMENT_LIMITS, APPOINTMENT_MESSAGES } from '@fairplay/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { formatConflictTime } from '../model/time';
import { notifySuccess } from '../../../ui/notify';
import { useAppointmentWrites } from '../api/useAppointmentWrites';
import { useEventMessages } from '../api/useSheetData';
import { ErrorAlert } from '../../../ui/ErrorAlert';

interface MessagesPanelProps {
  eventId: number;
  timeZone: string;
  amPm: boolean;
  /** Staff write to the participants; members read what was sent. */
  canSend: boolean;
}

/** The messages sent about an event (getmsgs) and, for staff, a message e-mailed to its participants. */
export function MessagesPanel({ eventId, timeZone, amPm, canSend }: MessagesPanelProps) {
  const messages = useEventMessages(eventId, true);
  const { sendMessage } = useAppointmentWrites();
  const [text, setText] = useState('');
  const send = () => {
    if (text.trim() === '') return;
    sendMessage.mutate(
      { id: eventId, message: text.trim() },
      {
        onSuccess: (sent) => {
          notifySuccess(
            `${APPOINTMENT_MESSAGES.sent} (${sent.recipients} recipient${sent.recipients === 1 ? '' : 's'})`,
            'Success',
          );
          setText('');
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      {messages.isLoading ? <BusyIndicator size="sm" label="Loading messages" /> : null}
      <ErrorAlert live={false} message={messages.isError ? errorMessage(messages.error) : null} />
      {messages.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          No messages yet
        </Text>
      ) : null}
      {messages.data?.map((message) => (
        <div key={message.id}>
          <Text size="xs" c="dimmed">
            {message.sender_name ?? 'Staff'}, {formatConflictTime(message.created_at, timeZone, amPm)}, to{' '}
            {message.recipients}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Text>
        </div>
      ))}
      {canSend ? (
        <Stack gap="xs">
          <ErrorAlert message={sendMessage.isError ? errorMessage(sendMessage.error) : null} />
          <Textarea
            label="Message to participants"
            description={`E-mailed to each booked member; ${text.length}/${APPOINTMENT_LIMITS.messageMax}`}
            autosize
            minRows={3}
            maxLength={APPOINTMENT_LIMITS.messageMax}
            value={text}
            onChange={(change) => setText(change.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button onClick={send} loading={sendMessage.isPending} disabled={text.trim() === ''}>
              Send
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
