import {
  DEFAULT_TEMPLATES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationTemplate,
} from '@fairplay/contracts';
import type { TemplateRow } from './notifications.repository.js';

/** A kind as the club has it: its row's text and switch, or the default text and on. */
export function effectiveTemplate(kind: NotificationKind, row: TemplateRow | undefined): NotificationTemplate {
  const customised = row?.subject != null && row.body != null;
  return {
    kind,
    enabled: row?.enabled ?? true,
    subject: customised ? row.subject! : DEFAULT_TEMPLATES[kind].subject,
    body: customised ? row.body! : DEFAULT_TEMPLATES[kind].body,
    customised,
  };
}

export function allTemplates(rows: TemplateRow[]): NotificationTemplate[] {
  return NOTIFICATION_KINDS.map((kind) =>
    effectiveTemplate(
      kind,
      rows.find((row) => row.kind === kind),
    ),
  );
}

/** "Mar 14, 2026, 6:00 PM" in the club's time zone and clock. */
export function clubTime(at: Date, club: { timezone: string; amPm: boolean }): string {
  return at.toLocaleString('en-US', {
    timeZone: club.timezone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: club.amPm,
  });
}
