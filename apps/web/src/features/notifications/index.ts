export { NotificationsPage } from './components/NotificationsPage';
export { NotificationBell } from './components/NotificationBell';
export { UnsubscribePage } from './components/UnsubscribePage';
/** For the Customers page: "Send e-mail to selected members". */
export { SendEmailDialog } from './components/SendEmailDialog';
export { EmailComposer } from './components/EmailComposer';
