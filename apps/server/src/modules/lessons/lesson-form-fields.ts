// The lesson listing form's fields that are checked against the club or decoded into the listing's own settings
// (spec 2 section 3, issue 26): currencyCode, repeatState, booked_by, the spec's microSettings and
// specialMicroSettings (who-can-book settings), and who_can_book_filters.
import { LESSON_MESSAGES, type LessonInput, type LessonUpdate } from '@fairplay/contracts';
import { checkRuleFilters, type RuleFilters, type WhoCanBook } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { fieldError } from '../../errors.js';
import { findMembers } from '../clubs/index.js';
import type { LessonViewer } from './lesson-context.js';

type FormFields = Partial<
  Pick<
    LessonInput,
    | 'repeatState'
    | 'currencyCode'
    | 'microSettings'
    | 'specialMicroSettings'
    | 'who_can_book'
    | 'for_whom'
    | 'who_can_book_filters'
    | 'booked_by'
  >
>;

/** What the fields decode to, merged into the listing's settings. */
export interface DecodedFormFields {
  who_can_book?: WhoCanBook[];
  for_whom?: WhoCanBook[];
  who_can_book_filters?: RuleFilters;
  booked_by?: number;
  /** The special price's audience came as specialMicroSettings: its refusal names that field. */
  specialFromMicroSettings: boolean;
}

const noLimit = (filters: RuleFilters) => Object.values(filters).every((value) => value === null);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const entriesOf = (list: { for: WhoCanBook['for']; values: number[] }[]) =>
  list.map((entry) => ({ for: entry.for, values: entry.values }));

/** The filters, checked as an availability rule's are (ages, levels in tenths, gender), named from `field`. */
function checkedFilters(filters: RuleFilters, field: string): RuleFilters {
  const checked = checkRuleFilters(filters);
  if (!checked.ok) throw fieldError(checked.field.replace(/^filters/, field), checked.message);
  return checked.value;
}

/** microSettings: who may book as who-can-book settings; their filters are the lesson's one set of filters. */
function decodeMicroSettings(body: FormFields, out: DecodedFormFields): void {
  const settings = body.microSettings;
  if (settings === undefined) return;
  const who = entriesOf(settings);
  if (body.who_can_book !== undefined && body.who_can_book.length > 0 && !same(entriesOf(body.who_can_book), who))
    throw fieldError('microSettings', LESSON_MESSAGES.audienceTwice('who_can_book', 'microSettings'));
  out.who_can_book = who;
  const withFilters = settings.flatMap((entry, index) => (entry.filters ? [{ index, filters: entry.filters }] : []));
  const first = withFilters[0];
  if (!first) return;
  for (const entry of withFilters)
    if (!same(entry.filters, first.filters))
      throw fieldError(`microSettings.${entry.index}.filters`, LESSON_MESSAGES.oneFilterSet);
  const filters = checkedFilters(first.filters, `microSettings.${first.index}.filters`);
  const sent = body.who_can_book_filters;
  if (sent !== undefined && !noLimit(sent) && !same(sent, filters))
    throw fieldError('microSettings', LESSON_MESSAGES.audienceTwice('who_can_book_filters', 'microSettings'));
  out.who_can_book_filters = filters;
}

/**
 * Checks and decodes the spec's form fields. `repeats`: whether the lesson repeats (add: a recurrence was sent;
 * update: the lesson has one). currencyCode must be the club's; booked_by a member of the club (null: the caller).
 */
export async function decodeFormFields(
  scope: TenantScope,
  viewer: LessonViewer,
  body: FormFields,
  context: { adding: boolean; repeats: boolean },
): Promise<DecodedFormFields> {
  const out: DecodedFormFields = { specialFromMicroSettings: false };
  const club = viewer.member.business.currencyCode.toLowerCase();
  if (body.currencyCode !== undefined && body.currencyCode !== club)
    throw fieldError('currencyCode', LESSON_MESSAGES.currency(club));
  if (body.repeatState === true && !context.repeats)
    throw fieldError('repeatState', context.adding ? LESSON_MESSAGES.repeatWithout : LESSON_MESSAGES.repeatNotSet);
  if (body.repeatState === false && context.adding && context.repeats)
    throw fieldError('repeatState', LESSON_MESSAGES.repeatOff);
  if (body.who_can_book_filters !== undefined)
    out.who_can_book_filters = checkedFilters(body.who_can_book_filters, 'who_can_book_filters');
  decodeMicroSettings(body, out);
  if (body.specialMicroSettings !== undefined) {
    const special = entriesOf(body.specialMicroSettings);
    if (body.for_whom !== undefined && body.for_whom.length > 0 && !same(entriesOf(body.for_whom), special))
      throw fieldError('specialMicroSettings', LESSON_MESSAGES.audienceTwice('for_whom', 'specialMicroSettings'));
    out.for_whom = special;
    out.specialFromMicroSettings = true;
  }
  if (body.booked_by !== undefined || context.adding) {
    const bookedBy = body.booked_by ?? viewer.userId;
    if (bookedBy !== viewer.userId && (await findMembers(scope, [bookedBy])).length === 0)
      throw fieldError('booked_by', LESSON_MESSAGES.bookedBy);
    out.booked_by = bookedBy;
  }
  return out;
}

/** The update's form fields: the same checks, against the lesson's own repeat. */
export function decodeUpdateFields(
  scope: TenantScope,
  viewer: LessonViewer,
  body: LessonUpdate,
  repeats: boolean,
): Promise<DecodedFormFields> {
  return decodeFormFields(scope, viewer, body, { adding: false, repeats });
}
