import type { RuleUpdateBody } from '@fairplay/contracts';
import { addDaysToDate, utcToZonedParts, type RuleFormInput } from '@fairplay/domain';
import { fieldError, notFound } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { ruleTagsOf, setRuleTags } from '../tags/index.js';
import { insertRule, lockRule, replaceRule, setRuleEnd } from './availability.repository.js';
import { asInput, parseInput, toWrite, type RuleKit } from './rule-kit.js';

/**
 * Changing a saved rule by its save modes (0 this event: a single-day override; 1 this and following: the rule
 * ends the day before and a new one takes over; 2 all events) and moving one day of it on the sheet (an override).
 */
export function createRuleModes(kit: RuleKit) {
  const { dto, loadOne, validate, write, override, requireDayOf, zoneOf } = kit;

  return {
    update: (member: MemberContext, id: number, body: RuleUpdateBody) =>
      write(member, async (scope) => {
        if (!(await lockRule(scope, id))) throw notFound('Rule');
        const rule = await loadOne(scope, id);
        const input = parseInput(body);
        const tags = body.tags ?? [];
        const mode = (body.mode ?? 2) as 0 | 1 | 2;
        if (mode === 2 || rule.recurrence === null) {
          const valid = await validate(member, scope, input);
          await replaceRule(scope, id, toWrite(valid));
          await setRuleTags(scope, [id], tags);
          return dto(member, scope, await loadOne(scope, id));
        }
        const date = requireDayOf(rule, body.date, 'date');
        if (mode === 0) {
          const [created] = await override(member, scope, rule, date, [input], tags);
          return dto(member, scope, await loadOne(scope, created!));
        }
        // This and following: the rule keeps the days before `date`; a new rule takes over from it.
        if (date === rule.start_date) {
          const valid = await validate(member, scope, input);
          await replaceRule(scope, id, toWrite(valid));
          await setRuleTags(scope, [id], tags);
          return dto(member, scope, await loadOne(scope, id));
        }
        const valid = await validate(member, scope, { ...input, start_date: date });
        const dayBefore = addDaysToDate(date, -1);
        await setRuleEnd(
          scope,
          id,
          { ...rule.recurrence, ends: 'date', end_date: dayBefore, occurrences: undefined },
          dayBefore,
        );
        const created = await insertRule(scope, toWrite(valid), member.user.id);
        await setRuleTags(scope, [created], tags);
        return dto(member, scope, await loadOne(scope, created));
      }),

    moveSingle: (
      member: MemberContext,
      body: {
        id: number;
        old_court_id: number;
        new_court_id: number;
        old_start: string;
        old_end: string;
        new_start: string;
        new_end: string;
      },
    ) =>
      write(member, async (scope) => {
        if (!(await lockRule(scope, body.id))) throw notFound('Rule');
        const rule = await loadOne(scope, body.id);
        const zone = zoneOf(member);
        const oldStart = utcToZonedParts(new Date(body.old_start), zone);
        const oldEnd = utcToZonedParts(new Date(body.old_end), zone);
        const newStart = utcToZonedParts(new Date(body.new_start), zone);
        const newEnd = utcToZonedParts(new Date(body.new_end), zone);
        const date = oldStart.date;
        if (!rule.court_ids.includes(body.old_court_id))
          throw fieldError('old_court_id', 'is not a court of the rule.');
        requireDayOf(rule, date, 'old_start');
        const sameDay = (end: { date: string; time: string }) =>
          end.date === date || (end.time === '00:00' && end.date === addDaysToDate(date, 1));
        if (newStart.date !== date || !sameDay(newEnd) || !sameDay(oldEnd)) {
          throw fieldError('new_start', 'A rule moves within its day only.');
        }
        const index = rule.rows.findIndex((row) => row.start_time === oldStart.time && row.end_time === oldEnd.time);
        if (index < 0) throw fieldError('old_start', 'No row of the rule has these times.');
        const base = asInput(rule);
        const moved: RuleFormInput = {
          ...base,
          courts: [body.new_court_id],
          rules: base.rules.map((row, i) =>
            i === index ? { ...row, start_time: newStart.time, end_time: newEnd.time } : row,
          ),
        };
        const others = rule.court_ids.filter((courtId) => courtId !== body.old_court_id);
        const inputs = others.length > 0 ? [moved, { ...base, courts: others }] : [moved];
        // The day moved keeps the rule's tags.
        const tags = ((await ruleTagsOf(scope, [rule.id])).get(rule.id) ?? []).map((tag) => tag.id);
        const [created] = await override(member, scope, rule, date, inputs, tags);
        return dto(member, scope, await loadOne(scope, created!));
      }),
  };
}
