import {
  DEFAULT_TEMPLATES,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  type NotificationKind,
  type NotificationTemplate,
} from '@fairplay/contracts';
import { formatClubDateTime } from '@fairplay/domain';
import type { TemplateRow } from './notifications.repository.js';

/**
 * A kind as the club has it: its row's text and switch, or the default text, on (the booking reminder is off until
 * the club switches it on: a club should not start mailing its members something new unasked).
 */
export function effectiveTemplate(kind: NotificationKind, row: TemplateRow | undefined): NotificationTemplate {
  const customised = row?.subject != null && row.body != null;
  const reminder = kind === 'booking_reminder';
  return {
    kind,
    enabled: row?.enabled ?? !reminder,
    subject: customised ? row.subject! : DEFAULT_TEMPLATES[kind].subject,
    body: customised ? row.body! : DEFAULT_TEMPLATES[kind].body,
    customised,
    hours_before: reminder ? reminderHours(row) : null,
  };
}

/** The reminder's hours before the start: the club's, else the default (24). */
export function reminderHours(row: Pick<TemplateRow, 'hoursBefore'> | undefined): number {
  return row?.hoursBefore ?? NOTIFICATION_LIMITS.reminderHoursDefault;
}

export function allTemplates(rows: TemplateRow[]): NotificationTemplate[] {
  return NOTIFICATION_KINDS.map((kind) =>
    effectiveTemplate(
      kind,
      rows.find((row) => row.kind === kind),
    ),
  );
}

/** "Mar 14, 2026 6:00 PM" in the club's time zone and clock (the one format, domain's). */
export function clubTime(at: Date, club: { timezone: string; amPm: boolean }): string {
  return formatClubDateTime(at, club.timezone, club.amPm);
}
