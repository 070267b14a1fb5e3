import { WEBHOOK_EVENT_LABELS, type WebhookDelivery, type WebhookEventType } from '@fairplay/contracts';

/** The events of an endpoint in words, in the order they are offered. */
export function eventsText(events: readonly string[]): string {
  return (Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEventType[])
    .filter((event) => events.includes(event))
    .map((event) => WEBHOOK_EVENT_LABELS[event])
    .join(', ');
}

/** A delivery's state as the log shows it: its status, and what its last try got back. */
export function deliveryText(delivery: WebhookDelivery): { label: string; color: string; detail: string } {
  const last = delivery.log.at(-1);
  const detail = last ? (last.status_code !== null ? `HTTP ${last.status_code}` : (last.error ?? '')) : 'Not sent yet';
  if (delivery.status === 'succeeded') return { label: 'Delivered', color: 'green', detail };
  if (delivery.status === 'failed') return { label: 'Failed', color: 'red', detail };
  return { label: delivery.log.length > 0 ? 'Retrying' : 'Waiting', color: 'yellow', detail };
}

/** The name a staff member is picked by in the key form. */
export function staffLabel(person: { first_name: string; last_name: string; member_type_name: string }): string {
  return `${person.first_name} ${person.last_name} (${person.member_type_name})`;
}
