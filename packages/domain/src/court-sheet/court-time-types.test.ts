import { describe, expect, it } from 'vitest';
import { courtTimeTypeChoices, mayBookCourtTimeAs } from './court-time-types.js';

const types = [
  { name: 'Match Play', courtTime: true, hidden: false },
  { name: 'Private Lesson', courtTime: false, hidden: false },
  { name: 'Old Rental', courtTime: true, hidden: true },
];

describe('service types members book court time with', () => {
  it('offers customers only the types marked for court time, staff every type not archived', () => {
    expect(courtTimeTypeChoices(types, (type) => type, true).map((type) => type.name)).toEqual(['Match Play']);
    expect(courtTimeTypeChoices(types, (type) => type, false).map((type) => type.name)).toEqual([
      'Match Play',
      'Private Lesson',
    ]);
  });

  it('refuses an archived type to everyone and a lesson type to customers', () => {
    expect(mayBookCourtTimeAs({ courtTime: true, hidden: true }, false)).toBe(false);
    expect(mayBookCourtTimeAs({ courtTime: false, hidden: false }, true)).toBe(false);
    expect(mayBookCourtTimeAs({ courtTime: false, hidden: false }, false)).toBe(true);
  });
});
