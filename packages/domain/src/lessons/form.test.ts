import { describe, expect, it } from 'vitest';
import { lessonServerProblem } from './form.js';

describe('the lesson form’s server problems', () => {
  it('shows the spec’s text for specialMicroSettings, as a message or a field, and other messages as sent', () => {
    expect(lessonServerProblem('specialMicroSettings', [])).toBe('Please Adjust The Special Price Field');
    expect(lessonServerProblem('Check the special price.', ['specialMicroSettings'])).toBe(
      'Please Adjust The Special Price Field',
    );
    expect(lessonServerProblem('Please select courts.', ['courts'])).toBe('Please select courts.');
  });
});
