import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api/client';

/** Most failures show an alert titled Error with the server message (spec 1 section 8). */
export function notifyError(error: unknown, title = 'Error'): void {
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'fairplay', title, message });
}
