import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useDemoModal } from '../state/demo-modal';
import { DemoRequestFlow, type DemoStep } from './DemoRequestFlow';

const TITLES: Record<DemoStep, string> = {
  request: 'Request a private demo',
  schedule: 'Schedule your demo',
  booked: 'See you soon',
};

export function DemoModal() {
  const { opened, close } = useDemoModal();
  const [step, setStep] = useState<DemoStep>('request');
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={TITLES[step]}
      size="lg"
      onExitTransitionEnd={() => setStep('request')}
    >
      {opened ? <DemoRequestFlow onDone={close} onStepChange={setStep} /> : null}
    </Modal>
  );
}
