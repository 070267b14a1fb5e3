import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { BookedDemo } from '@fairplay/contracts';
import { DemoRequestForm } from './DemoRequestForm';
import { SlotPicker } from './SlotPicker';
import { formatWhen } from './slots';

type Step = { name: 'request' } | { name: 'schedule'; token: string } | { name: 'booked'; booked: BookedDemo };

/** Request a demo, then pick its time (spec 1 section 4: a demo request's success opens the scheduling step). */
export function DemoRequestFlow({
  onDone,
  onStepChange,
}: {
  onDone?: () => void;
  onStepChange?: (step: Step['name']) => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'request' });
  const go = (next: Step) => {
    setStep(next);
    onStepChange?.(next.name);
  };

  if (step.name === 'request')
    return <DemoRequestForm onRequested={(answer) => go({ name: 'schedule', token: answer.booking_token })} />;
  if (step.name === 'schedule')
    return <SlotPicker bookingToken={step.token} onBooked={(booked) => go({ name: 'booked', booked })} />;
  return (
    <Stack>
      <Alert color="fairplay" variant="light" title="Your demo is booked">
        <Text size="sm">
          We will meet on {formatWhen(step.booked.start)} for 30 minutes. A confirmation is on its way to your inbox.
        </Text>
      </Alert>
      {onDone ? (
        <Group justify="flex-end">
          <Button onClick={onDone}>Done</Button>
        </Group>
      ) : null}
    </Stack>
  );
}
export type DemoStep = Step['name'];
