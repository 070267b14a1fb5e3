import { notifications } from '@mantine/notifications';
import { APPOINTMENT_MESSAGES } from '@fairplay/contracts';

/** Spec 2 sections 4 and 8: a change to a whole recurrence chain says so for 3 seconds. */
export function notifyChainProcessing(): void {
  notifications.show({ color: 'blue', title: 'Info', message: APPOINTMENT_MESSAGES.processingChain, autoClose: 3000 });
}
