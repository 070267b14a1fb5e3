import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { REPORT_ACCESS, REPORT_TAG } from './access.js';

/**
 * What the reports' filters offer (issue 27): the club's locations, facility groups (with their location) and the
 * sports of its facility groups. Its own call, read with analytics read, because an accountant who reads reports
 * may not read the club's settings, where these lists otherwise come from.
 */
const choice = z.object({ id: z.number().int(), name: z.string() });
export const reportChoicesSchema = z.object({
  locations: z.array(choice),
  facility_groups: z.array(choice.extend({ location_id: z.number().int() })),
  sports: z.array(choice),
});
export type ReportChoices = z.infer<typeof reportChoicesSchema>;

export const reportChoiceEndpoints = {
  choices: endpoint({
    method: 'GET',
    path: '/reports/filters',
    tag: REPORT_TAG,
    summary: "The reports' filter choices: locations, facility groups and sports.",
    access: REPORT_ACCESS,
    response: reportChoicesSchema,
  }),
};
