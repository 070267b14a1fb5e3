import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type OpsSettingsBody } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertMember, insertStaff, reportClub, type ReportClub } from '../../test/reports-ops-kit.js';

/** GET and PUT reports/operations-settings (issue 27): prime time, at-risk days and the Monday Brief. */
let t: TestApp;
let club: ReportClub;

beforeAll(async () => {
  t = await startTestApp();
  club = await reportClub(t, 'opset');
}, 120_000);
afterAll(async () => t.close());

const body: OpsSettingsBody = {
  prime_time: { days: [5, 0, 1], start_hour: 16, end_hour: 22 },
  at_risk_days: 21,
  brief: { paused: true, weekday: 1, hour: 8, recipients: null },
};

describe('reports/operations-settings', () => {
  it('answers the defaults, then what was saved', async () => {
    const first = await t.call(endpoints.reports.opsSettings, { token: club.token });
    expect(first.body.payload).toEqual({
      prime_time: { days: [0, 1, 2, 3, 4], start_hour: 17, end_hour: 21 },
      at_risk_days: 14,
      brief: { paused: false, weekday: 0, hour: 7, recipients: null },
    });
    const accountant = await insertStaff(t, club, 'Acc Ount', 'accountant');
    const saved = await t.call(endpoints.reports.saveOpsSettings, {
      body: { ...body, brief: { ...body.brief, recipients: [club.ownerId, accountant.id] } },
      token: club.token,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Report settings saved.');
    const again = await t.call(endpoints.reports.opsSettings, { token: club.token });
    expect(again.body.payload).toEqual({
      prime_time: { days: [0, 1, 5], start_hour: 16, end_hour: 22 },
      at_risk_days: 21,
      brief: { paused: true, weekday: 1, hour: 8, recipients: [club.ownerId, accountant.id] },
    });
  });

  it('refuses bad input naming the field, a member as recipient, and staff without settings update', async () => {
    const backwards = await t.call(endpoints.reports.saveOpsSettings, {
      body: { ...body, prime_time: { days: [0], start_hour: 20, end_hour: 18 } },
      token: club.token,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.errors).toEqual([
      { field: 'prime_time.end_hour', message: 'Prime time must end after it starts.' },
    ]);
    const days = await t.call(endpoints.reports.saveOpsSettings, {
      body: { ...body, at_risk_days: 0 },
      token: club.token,
    });
    expect(days.errors.map((e) => e.field)).toEqual(['at_risk_days']);
    const member = await insertMember(t, club, 'Mem Ber');
    const notStaff = await t.call(endpoints.reports.saveOpsSettings, {
      body: { ...body, brief: { ...body.brief, recipients: [member.id] } },
      token: club.token,
    });
    expect(notStaff.status).toBe(400);
    expect(notStaff.errors).toEqual([
      { field: 'brief.recipients.0', message: 'Each recipient must be an owner, admin or accountant of the club.' },
    ]);
    const reception = await t.login('reception');
    expect((await t.call(endpoints.reports.saveOpsSettings, { body, token: reception })).status).toBe(403);
    expect((await t.call(endpoints.reports.opsSettings, { token: reception })).status).toBe(403);
  });
});
