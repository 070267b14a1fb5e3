import { Modal } from '@mantine/core';
import { EmailComposer } from './EmailComposer';

interface SendEmailDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The selected members (sendemailtomember for one, send_bulk_email with user_ids for several). */
  userIds: number[];
  /** Who they are, as the dialog says it: "Emma Wilson" or "12 selected members". */
  label: string;
}

/** "Send e-mail to selected members" for the Customers page: the composer with its recipients fixed. */
export function SendEmailDialog({ opened, onClose, userIds, label }: SendEmailDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Send e-mail" size="lg">
      <EmailComposer fixedRecipients={{ userIds, label }} />
    </Modal>
  );
}
