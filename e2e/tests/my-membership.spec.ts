import { expect, test } from './fixtures.js';
import { CLUB, expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/**
 * Issue 24 point 10: a member's "My membership", opened from their own menu: their subscription (status, next
 * charge, pause), class packs, points, saved cards and receipts, and the club's plans (one-time products say Buy;
 * a plan the member cannot take says why).
 */
test.describe('my membership (issue 24)', () => {
  for (const size of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    test(`a member finds their plans, packs, points, cards and receipts at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      // Julia Rossi: a trial of Adult Unlimited, a 10-class pack bought by card and a saved Amex (demo seed).
      await signIn(page, 'julia.rossi');
      await page.goto('/private/home');
      await page.getByRole('button', { name: 'Settings menu' }).click();
      await page.getByRole('menuitem', { name: 'My membership' }).click();
      await expect(page).toHaveURL(/\/private\/my-membership$/);
      await expect(page.getByRole('heading', { name: 'My membership', level: 1 })).toBeVisible();

      const subscription = page.getByRole('listitem', { name: 'Adult Unlimited subscription' });
      await expect(subscription).toContainText('trialing');
      await expect(subscription).toContainText('Next charge:');
      await expect(subscription.getByRole('button', { name: /Pause/ }).first()).toBeVisible();
      const packs = page.getByRole('region', { name: 'My class packs' });
      await expect(packs.getByRole('listitem', { name: '10-Class Pack', exact: true })).toContainText(/uses left/);
      await expect(page.getByRole('region', { name: 'My points' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Saved cards' })).toContainText('0005');
      const receipts = page.getByRole('region', { name: 'Receipts' });
      const receipt = receipts.getByRole('link', { name: /^Receipt for 10-Class Pack/ }).first();
      await expect(receipt).toHaveAttribute('href', /\/api\/v1\/payment\/receipt\//);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);

      await page.getByRole('link', { name: "See the club's plans" }).click();
      await expect(page).toHaveURL(/\/memberships\/[^/]+$/);
      await expect(page.getByRole('heading', { name: CLUB, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Buy Day Pass' })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Subscribe to Off-Peak Monthly' })).toBeEnabled();
      const family = page.getByRole('listitem', { name: 'Family Annual' });
      await expect(family.getByTestId('plan-blocked')).toHaveText(
        'The club signs members up for this plan: please ask at the front desk.',
      );
      await expect(family.getByRole('button', { name: 'Subscribe to Family Annual' })).toBeDisabled();
      // Her own trial: she already has it (change it from My membership instead).
      const adult = page.getByRole('listitem', { name: 'Adult Unlimited' });
      await expect(adult.getByTestId('plan-blocked')).toHaveText('You already have this plan.');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });
  }
});
