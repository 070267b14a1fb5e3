import { z } from 'zod';
import type { FieldError } from './envelope.js';

/**
 * Plain words for every validation issue that no schema words itself. People read these beside a form's field or in
 * an alert, so they never echo the validation library's wording ("Too big: expected number to be <=30") or a field
 * name; the field is carried separately in `payload.errors[].field`. A schema's own message (the spec's texts) always
 * wins over these: zod asks this map only when the schema gave none.
 */
type Issue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  string: 'Please enter text.',
  number: 'Please enter a number.',
  int: 'Please enter a whole number.',
  bigint: 'Please enter a whole number.',
  boolean: 'Please choose yes or no.',
  date: 'Please enter a valid date.',
  array: 'Please provide a list.',
  object: 'Please provide the details.',
  record: 'Please provide the details.',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'Please enter a valid e-mail address.',
  url: 'Please enter a valid web address.',
  datetime: 'Please enter a valid date and time.',
  date: 'Please enter a valid date.',
  time: 'Please enter a valid time.',
  uuid: 'Please enter a valid identifier.',
};

function count(value: number | bigint): string {
  return typeof value === 'bigint' ? value.toString() : String(value);
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = count(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? `Must be exactly ${max} characters.` : `Must be at most ${max} characters.`;
    case 'array':
    case 'set':
      return `Choose at most ${max}.`;
    case 'date':
      return 'This date is too late.';
    case 'file':
      return 'This file is too large.';
    default:
      return issue.inclusive === false ? `Must be less than ${max}.` : `Must be at most ${max}.`;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = count(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return `Must be exactly ${min} characters.`;
      return Number(issue.minimum) <= 1 ? 'This field is required.' : `Must be at least ${min} characters.`;
    case 'array':
    case 'set':
      return Number(issue.minimum) <= 1 ? 'Choose at least one.' : `Choose at least ${min}.`;
    case 'date':
      return 'This date is too early.';
    default:
      return issue.inclusive === false ? `Must be more than ${min}.` : `Must be at least ${min}.`;
  }
}

/** The plain message for one issue a schema did not word itself. */
export function plainIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This field is required.';
      return TYPE_WORDS[issue.expected] ?? 'This value is not valid.';
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ?? 'This value is not in the right format.';
    case 'not_multiple_of':
      return `Must be a multiple of ${count(issue.divisor)}.`;
    case 'unrecognized_keys':
      return 'Unrecognized field.';
    case 'invalid_value':
      return 'Please choose one of the offered options.';
    default:
      return 'This value is not valid.';
  }
}

z.config({ customError: (issue) => plainIssueMessage(issue) });

/**
 * The envelope's one sentence for a set of field errors: the messages themselves, each once, and never the field
 * names (those stay in `payload.errors` for forms to place). One message is kept word for word.
 */
export function fieldErrorsMessage(errors: readonly FieldError[]): string {
  const messages = [...new Set(errors.map((item) => item.message.trim()).filter(Boolean))];
  if (messages.length === 0) return 'Please check the highlighted fields.';
  if (messages.length === 1) return messages[0]!;
  return messages.map((message) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(' ');
}
