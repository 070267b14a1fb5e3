import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@fairplay/contracts';
import { deliveryText, eventsText, staffLabel } from './integrations';

const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 1,
  message_id: 'msg_1',
  event_type: 'booking.created',
  status: 'pending',
  attempts: 0,
  created_at: '2026-11-29T10:00:00.000Z',
  next_attempt_at: null,
  body: '{}',
  log: [],
  ...over,
});
const attempt = (status_code: number | null, error: string | null) => ({
  attempt: 1,
  replay: false,
  at: '2026-11-29T10:00:00.000Z',
  status_code,
  response_body: '',
  error,
  duration_ms: 12,
});

describe('integrations model', () => {
  it('names the events in the order offered', () => {
    expect(eventsText(['booking.cancelled', 'booking.created'])).toBe('Booking created, Booking cancelled');
  });

  it('reads a delivery as waiting, retrying, delivered or failed with its last answer', () => {
    expect(deliveryText(delivery({}))).toEqual({ label: 'Waiting', color: 'yellow', detail: 'Not sent yet' });
    expect(deliveryText(delivery({ log: [attempt(500, 'The receiver answered 500.')] }))).toMatchObject({
      label: 'Retrying',
      detail: 'HTTP 500',
    });
    expect(deliveryText(delivery({ status: 'succeeded', log: [attempt(200, null)] })).label).toBe('Delivered');
    expect(deliveryText(delivery({ status: 'failed', log: [attempt(null, 'No answer within 10 seconds.')] }))).toEqual({
      label: 'Failed',
      color: 'red',
      detail: 'No answer within 10 seconds.',
    });
  });

  it('labels a staff member with their member type', () => {
    expect(staffLabel({ first_name: 'Rita', last_name: 'Desk', member_type_name: 'Reception' })).toBe(
      'Rita Desk (Reception)',
    );
  });
});
