import { describe, expect, it } from 'vitest';
import { postalAddressOf } from './postal-address.js';

describe('postalAddressOf', () => {
  it('splits a one-line US address into the parts a Terminal location needs', () => {
    expect(postalAddressOf('1200 River Road, Austin, TX 78703', 'US')).toEqual({
      line1: '1200 River Road',
      line2: null,
      city: 'Austin',
      state: 'TX',
      postalCode: '78703',
      country: 'US',
    });
    expect(postalAddressOf('455 East 6th Street, Suite 2, Austin, tx 78701-1234, USA', 'US')).toMatchObject({
      line1: '455 East 6th Street',
      line2: 'Suite 2',
      state: 'TX',
      postalCode: '78701-1234',
    });
  });

  it('answers null when the city, state or postal code is missing', () => {
    expect(postalAddressOf('1 Court Street', 'US')).toBeNull();
    expect(postalAddressOf('1 Court Street, Austin', 'US')).toBeNull();
    expect(postalAddressOf('1 Court Street, Austin, Texas', 'US')).toBeNull();
  });
});
