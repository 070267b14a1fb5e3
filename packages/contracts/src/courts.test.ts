import { describe, expect, it } from 'vitest';
import { updateCourtBody } from './courts.js';

const open = {
  booking_to_start: null,
  min_list_duration: null,
  max_time_for_singles: null,
  max_time_for_doubles: null,
  max_time_for_triples: null,
  max_time_for_quadruples: null,
  enable_max_time_for_bookings: false,
};

describe('updateCourtBody', () => {
  const body = {
    name: ' Centre ',
    price: 0,
    details: '',
    surface: '',
    party_size: 4,
    virtual_court: false,
    blocked_courts: [2, 2, 3],
    block_court_vertical_step: 0,
    is_block_court_vertical: false,
    ...open,
    time_to_start_booking: null,
    enable_time_to_start_booking: false,
  };

  it('trims the name and drops repeated blocked courts', () => {
    expect(updateCourtBody.parse(body)).toMatchObject({ name: 'Centre', blocked_courts: [2, 3] });
  });

  it('refuses a booking step outside the list and unknown keys', () => {
    expect(updateCourtBody.safeParse({ ...body, booking_to_start: 25 }).success).toBe(false);
    expect(updateCourtBody.safeParse({ ...body, order_index: 1 }).success).toBe(false);
  });
});
