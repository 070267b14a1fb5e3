import { Modal } from '@mantine/core';
import { ContactForm } from './ContactForm';

export function ContactModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Contact us" size="lg">
      {opened ? <ContactForm onDone={onClose} /> : null}
    </Modal>
  );
}
