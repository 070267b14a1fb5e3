import { expect, test } from './fixtures.js';
import { addDays, bookViaApi, TODAY, token, userId } from './sheet-support.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/**
 * Messages and notifications: staff send a bulk e-mail to picked members and watch it delivered, then find it in
 * the sent mail; staff switch an automatic e-mail off and edit a template with its preview; a member's bell rings
 * after staff cancel their booking.
 */
test.describe('notifications', () => {
  test('a bulk e-mail to picked members shows its progress to delivery, and the log lists it', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByText(/of 50,000 included marketing e-mails used in/)).toBeVisible();

    // Every member by default: the count says how many that is before anything is written.
    await expect(page.getByText(/^Reaches \d+ members/)).toBeVisible();
    await page.getByText('Picked members', { exact: true }).click();
    const members = page.getByRole('combobox', { name: 'Members' });
    for (const name of ['Lucas Wilson', 'Mia Wilson']) {
      await members.fill(name.split(' ')[0]!);
      await page.getByRole('option', { name }).click();
    }
    await expect(page.getByText('Reaches 2 members')).toBeVisible();
    await page.getByLabel('Subject').fill('Courts 5 and 6 resurfaced');
    await page.getByLabel('Message').fill('Hi {first_name}, courts 5 and 6 reopen on Monday.');
    await expectAccessible(page);
    // Sending asks first: the count, and the e-mail as a recipient reads it.
    await page.getByRole('button', { name: 'Send e-mail' }).click();
    const review = page.getByRole('region', { name: 'Check before sending' });
    await expect(review).toContainText('This e-mail goes to 2 members.');
    const preview = review.getByLabel('Preview');
    await expect(preview).toContainText('Courts 5 and 6 resurfaced');
    await expect(preview).toContainText('Hi Olivia, courts 5 and 6 reopen on Monday.');
    await expectAccessible(page);
    // Back to edit keeps what was written; nothing has gone yet.
    await review.getByRole('button', { name: 'Back to edit' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('Courts 5 and 6 resurfaced');
    await page.getByRole('button', { name: 'Send e-mail' }).click();
    // The picked members go through the spec's call, members/send_bulk_email with user_ids (issue 26).
    const sendRequest = page.waitForRequest((request) => request.url().endsWith('/api/v1/members/send_bulk_email'));
    await review.getByRole('button', { name: 'Send to 2 members' }).click();
    const sentBody = (await sendRequest).postDataJSON() as { user_ids?: number[]; message?: string };
    expect(sentBody.user_ids).toHaveLength(2);
    expect(sentBody.message).toBe('Hi {first_name}, courts 5 and 6 reopen on Monday.');
    // The outbox sender delivers every few seconds; the page polls the campaign until nothing waits.
    await expect(page.getByText('Delivered “Courts 5 and 6 resurfaced”')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('2 of 2 sent')).toBeVisible();

    await page.getByRole('tab', { name: 'Sent mail' }).click();
    await page.getByLabel('Search recipient or subject').fill('resurfaced');
    const log = page.getByRole('table', { name: 'Sent mail' });
    await expect(log.getByRole('row')).toHaveCount(3);
    await expect(log).toContainText('lucas.wilson@riverside.example.com');
    await expect(log).toContainText('mia.wilson@riverside.example.com');
    await expect(log).toContainText('Bulk e-mail');
    await expect(log.getByText('sent', { exact: true })).toHaveCount(2);
  });

  test('staff switch an automatic e-mail off and on, and edit a template with a live preview', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/notifications');
    await page.getByRole('tab', { name: 'Automatic e-mails' }).click();
    const cancelled = page.getByRole('switch', { name: 'Send “Booking cancelled” e-mails' });
    await expect(cancelled).toBeChecked();
    // The switch saves at once; it shows the saved state.
    await cancelled.click({ force: true });
    await expect(cancelled).not.toBeChecked();
    await page.reload();
    await page.getByRole('tab', { name: 'Automatic e-mails' }).click();
    await expect(page.getByRole('switch', { name: 'Send “Booking cancelled” e-mails' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Send “Booking cancelled” e-mails' }).click({ force: true });
    await expect(page.getByRole('switch', { name: 'Send “Booking cancelled” e-mails' })).toBeChecked();

    const changed = page.getByRole('region', { name: 'Booking changed' });
    await changed.getByRole('button', { name: 'Edit template' }).click();
    await changed.getByLabel('Subject').fill('Heads up {first_name}: {court} moved');
    await expect(changed.getByLabel('Preview')).toContainText('Heads up Emma: Court 3 moved');
    await changed.getByLabel('Subject').fill('Heads up {frist_name}');
    await expect(changed.getByText('Unknown: {frist_name}')).toBeVisible();
    await expect(changed.getByRole('button', { name: 'Save template' })).toBeDisabled();
    await changed.getByLabel('Subject').fill('Heads up {first_name}: {court} moved');
    await changed.getByRole('button', { name: 'Save template' }).click();
    await expect(changed.getByText('Customised')).toBeVisible();
    await expect(changed).toContainText('Heads up {first_name}: {court} moved');
    await changed.getByRole('button', { name: 'Reset to default' }).click();
    await expect(changed.getByText('Customised')).toHaveCount(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  });

  test("the member's bell shows that staff cancelled their booking", async ({ page, browser }) => {
    await signIn(page, 'owner');
    const day = addDays(TODAY, 160);
    const memberId = await userId(page, 'Emma Wilson');
    const [booked] = await bookViaApi(page, 'Bay 3', day, '10:00', '11:00', { userId: memberId });
    const cancelled = await page.request.put(`/api/v1/appointment/cancel_for/${booked!.id}`, {
      headers: { 'access-token': await token(page) },
      data: { user_id: memberId },
    });
    expect(cancelled.status()).toBe(200);

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member');
    await member.goto('/private/home');
    const bell = member.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const dropdown = member.getByRole('dialog');
    await expect(dropdown.getByText('Your booking was cancelled').first()).toBeVisible();
    await expect(dropdown).toContainText('Bay 3');
    await expectAccessible(member);
    // Closing the list marks it read.
    await bell.click();
    await expect(member.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await member.goto('/private/notifications');
    await expect(member.getByRole('heading', { name: 'My notifications' })).toBeVisible();
    await expect(member.getByRole('switch', { name: 'Club news and offers (bulk e-mail)' })).toBeVisible();
    await memberContext.close();
  });
});
