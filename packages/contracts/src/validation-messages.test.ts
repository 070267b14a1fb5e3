import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsMessage, ruleListQuery } from './index.js';

function messageOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0]!.message;
}

describe('plain validation messages', () => {
  it("replace the validation library's wording on every kind of issue", () => {
    expect(messageOf(ruleListQuery, { limit: 31 })).toBe('Must be at most 30.');
    expect(messageOf(ruleListQuery, { limit: 0 })).toBe('Must be at least 1.');
    expect(messageOf(ruleListQuery, { limit: 'x' })).toBe('Please enter a number.');
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('This field is required.');
    expect(messageOf(z.string().max(5), 'too long')).toBe('Must be at most 5 characters.');
    expect(messageOf(z.string().min(1), '')).toBe('This field is required.');
    expect(messageOf(z.string().min(3), 'ab')).toBe('Must be at least 3 characters.');
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toBe('Choose at most 2.');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Please choose one of the offered options.');
    expect(messageOf(z.email(), 'nope')).toBe('Please enter a valid e-mail address.');
    expect(messageOf(z.number().int(), 1.5)).toBe('Please enter a whole number.');
    expect(messageOf(z.boolean(), 'yes')).toBe('Please choose yes or no.');
  });

  it("keep a schema's own message word for word", () => {
    expect(messageOf(z.string().min(1, 'Please provide valid date range'), '')).toBe('Please provide valid date range');
  });

  it('make one sentence of field errors without the fields', () => {
    expect(fieldErrorsMessage([{ field: 'start_time', message: 'Please provide valid date range' }])).toBe(
      'Please provide valid date range',
    );
    expect(
      fieldErrorsMessage([
        { field: 'a', message: 'This field is required.' },
        { field: 'b', message: 'This field is required.' },
        { field: 'c', message: 'Please provide valid date range' },
      ]),
    ).toBe('This field is required. Please provide valid date range.');
  });
});
