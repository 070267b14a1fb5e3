import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints/index.js';
import { sendBulkEmailBody, sendEmailToMemberBody, sendEmailToMembersBody, unsubscribeBody } from './notifications.js';
import { addStaffBody, updateStaffBody } from './staff.js';

/**
 * Issue 26 point 8: the spec's payloads of spec 3 section 7 for bulk e-mail, coaches and unsubscribing are
 * accepted, so a change that refuses one of the spec's fields fails here (the API tests prove what each does).
 */
describe("spec 3's people payloads are accepted", () => {
  it('POST members/send_bulk_email takes user_ids and message; sendemailtomembers and sendemailtomember too', () => {
    expect(endpoints.notifications.sendBulkEmail).toMatchObject({ method: 'POST', path: '/members/send_bulk_email' });
    expect(sendBulkEmailBody.safeParse({ user_ids: [3, 4], message: 'Courts reopen Monday.' }).success).toBe(true);
    expect(sendEmailToMembersBody.safeParse({ user_ids: [3, 4], message: 'Hi' }).success).toBe(true);
    expect(sendEmailToMemberBody.safeParse({ user_id: 3, message: 'Hi' }).success).toBe(true);
    // The audience of our own shape stays accepted beside it.
    expect(sendBulkEmailBody.safeParse({ subject: 'News', message: 'Hi', group_ids: [2] }).success).toBe(true);
  });

  it('POST coaches/add and PUT coaches/update/{id} take staff and hidden', () => {
    expect(endpoints.staff.add).toMatchObject({ method: 'POST', path: '/coaches/add' });
    expect(endpoints.staff.update).toMatchObject({ method: 'PUT', path: '/coaches/update/:id' });
    expect(addStaffBody.safeParse({ staff: 12, hidden: true }).success).toBe(true);
    expect(updateStaffBody.safeParse({ staff: 12, hidden: false }).success).toBe(true);
    const neither = addStaffBody.safeParse({ hidden: true });
    expect(neither.error?.issues[0]?.path).toEqual(['email']);
  });

  it('POST user/general/cpunsubscriberequest takes name, email and message, and the link’s token', () => {
    expect(endpoints.notifications.unsubscribe).toMatchObject({
      method: 'POST',
      path: '/user/general/cpunsubscriberequest',
      access: 'public',
    });
    const spec = { name: 'Sam Garcia', email: 'sam@example.org', message: 'Please unsubscribe me.' };
    expect(unsubscribeBody.safeParse(spec).success).toBe(true);
    expect(unsubscribeBody.safeParse({ token: `12-${'a'.repeat(32)}` }).success).toBe(true);
    const partial = unsubscribeBody.safeParse({ name: 'Sam Garcia' });
    expect(partial.error?.issues.map((issue) => issue.path[0])).toEqual(['email', 'message']);
  });
});
