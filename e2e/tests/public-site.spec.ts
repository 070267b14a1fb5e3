import { expect, test, type Page } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, watchConsole, signInThroughDialog } from './support.js';

const PAGES: [string, string][] = [
  ['/', 'Run your club, not your software'],
  ['/club_management_software', 'Everything your club runs on, in one open-source platform'],
  ['/pricing-and-features', 'One flat monthly fee. No cut from your bookings.'],
  ['/code/SPRING-25', 'One flat monthly fee. No cut from your bookings.'],
  ['/why-fairplay', 'Why clubs switch to Fairplay'],
  ['/membership_advantage', 'Memberships that sell and renew themselves'],
  ['/fitness_yoga_swim_cycle_gym', 'Class, lane and studio booking for fitness clubs'],
  ['/golf', 'Golf simulator booking that fills every bay'],
  ['/racquets', 'Built for tennis, pickleball, padel and squash clubs'],
  ['/social_engage', 'Everything your club runs on, in one open-source platform'],
  ['/newsfeed', 'Everything your club runs on, in one open-source platform'],
  ['/engage', 'Everything your club runs on, in one open-source platform'],
  ['/thank-you', 'Thank you!'],
  ['/sign-up', 'Choose a plan to sign up'],
  ['/find_tennis_players', 'Find tennis players at your level'],
  ['/mobile_app_market', 'The free Fairplay app for your members'],
  ['/widget', 'Book with Fairplay'],
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('public site', () => {
  test('every public page renders its heading without console errors', async ({ page }) => {
    const errors = watchConsole(page);
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(h1(page), path).toHaveText(heading);
    }
    expect(errors).toEqual([]);
  });

  test('the header offers products, about, pricing, why, sign-in and a Private Demo button on marketing pages', async ({
    page,
  }) => {
    await page.goto('/racquets');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Products' }).click();
    await expect(page.getByRole('menuitem', { name: 'Racquet Sports' })).toHaveAttribute('href', '/racquets');
    await page.getByRole('menuitem', { name: 'Golf' }).click();
    await expect(page).toHaveURL(/\/golf$/);
    for (const [name, href] of [
      ['About', '/club_management_software'],
      ['Pricing', '/pricing-and-features'],
      ['Why Fairplay', '/why-fairplay'],
    ]) {
      await expect(banner.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(banner.getByRole('button', { name: 'Private Demo' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByText(/© \d{4} Fairplay/)).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'More about Fairplay' })).toHaveCount(0);
    await page.goto('/pricing-and-features');
    await expect(footer.getByRole('navigation', { name: 'More about Fairplay' })).toBeVisible();
  });

  test('/widget has no header or footer', async ({ page }) => {
    await page.goto('/widget');
    await expect(h1(page)).toHaveText('Book with Fairplay');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('/social_engage scrolls to the news-feed section of the business page', async ({ page }) => {
    await page.goto('/social_engage');
    const feed = page.getByRole('heading', { name: 'A members’ news feed that keeps your club social' });
    await expect(feed).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goto('/club_management_software');
    await expect(h1(page)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the pricing page shows Ace and Grand Slam with their prices, and the $149 offer', async ({ page }) => {
    await page.goto('/pricing-and-features');
    const ace = page.getByRole('article', { name: 'Ace' });
    await expect(ace).toContainText('$239');
    await expect(ace).toContainText('$199/month');
    await expect(ace).toContainText('Up to 12 bookable courts');
    const grandSlam = page.getByRole('article', { name: 'Grand Slam' });
    await expect(grandSlam).toContainText('$349');
    await expect(grandSlam).toContainText('$299/month');
    await expect(grandSlam).toContainText('Unlimited courts');
    await expect(page.getByRole('heading', { name: 'Fairplay for $149/month' })).toBeVisible();
    await expect(page.getByText('50,000 marketing emails each month, then $1 per additional 1,000.')).toBeVisible();
    await page.goto('/code/SPRING-25');
    await expect(page.getByText('Code SPRING-25 applied')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose Ace' })).toHaveAttribute(
      'href',
      '/sign-up?plan=courtandlessonproviderplan&code=SPRING-25',
    );
  });

  test('/sign-up is refused without a plan and a valid demo code, and shows the right form with them', async ({
    page,
  }) => {
    for (const path of ['/sign-up', '/sign-up?plan=courtandlessonproviderplan', '/sign-up?code=FAIRPLAY-DEMO']) {
      await page.goto(path);
      await expect(h1(page)).toHaveText('Choose a plan to sign up');
      await expect(page.getByLabel('Club name')).toHaveCount(0);
    }
    await page.goto('/sign-up?plan=courtandlessonproviderplan&code=NOT-A-CODE');
    await expect(page.getByText('This demo code is not valid.')).toBeVisible();

    await page.goto('/pricing-and-features');
    await page.getByLabel('Demo code').fill('FAIRPLAY-DEMO');
    await page.getByRole('link', { name: 'Choose Grand Slam' }).click();
    await expect(h1(page)).toHaveText('Create your club account');
    await expect(page.getByLabel('Club name')).toBeVisible();
    await expect(page.getByLabel('Club address')).toBeVisible();

    await page.goto('/sign-up?plan=lessonproviderplan&code=FAIRPLAY-DEMO');
    await expect(h1(page)).toHaveText('Create your lesson provider account');
    await page.getByLabel('Coaching business name').fill('Ace Coaching by Lina');
    await page.getByLabel('Where you teach').fill('12 Park Lane, Austin, TX 78701');
    await page.getByLabel('First name').fill('Lina');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Username').fill('lina.coach');
    await page.getByLabel('E-mail').fill('lina.coach@example.org');
    await page.getByLabel('Year').selectOption('1991');
    await page.getByLabel('Month').selectOption({ label: 'May' });
    await page.getByLabel('Day').selectOption('9');
    await page.getByLabel('Password', { exact: true }).fill('coaching-42');
    await page.getByLabel('Confirm password').fill('coaching-42');
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await page.getByRole('button', { name: 'Create my lesson business' }).click();
    // A lesson provider lands on the lessons list (issue 11 built it).
    await expect(page).toHaveURL(/\/private\/lessons\/-1$/);
  });

  test('contact us checks the fields, clears each error once it is right, then sends', async ({ page }) => {
    await page.goto('/pricing-and-features');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog.getByText('210 characters left')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Error');
    await expect(dialog.getByRole('alert')).toContainText('Fill all mandatory fields.');
    await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('First name').fill('Tomás');
    await expect(dialog.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel('Last name').fill('Rivera');
    await dialog.getByLabel('E-mail').fill('tomas@northside-padel.example.org');
    await dialog.getByLabel('Message').fill('We have six padel courts. Do you support open matches?');
    // Every marked field is right now: the banner goes without another send.
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByText('156 characters left')).toBeVisible();
    await dialog.getByLabel('Phone').fill('not a phone');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByText('Phone may start with + and have up to 17 digits.')).toBeVisible();
    await dialog.getByLabel('Phone').fill('+15125550199');
    await expect(dialog.getByText('Phone may start with + and have up to 17 digits.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByText('Success. We will get back to you shortly.')).toBeVisible();
  });

  test('the contact form lays its fields out at one width on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/pricing-and-features');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    const widths: number[] = [];
    for (const label of ['First name', 'Last name', 'E-mail', 'Phone', 'Job title', 'Message']) {
      const box = await dialog.getByLabel(label).boundingBox();
      widths.push(Math.round(box!.width));
    }
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
  });

  test('a demo request goes through to a booked slot, and the taken slot is no longer offered', async ({ page }) => {
    await page.goto('/golf');
    await page.getByRole('button', { name: 'Learn More / Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a private demo' });
    await dialog.getByRole('button', { name: 'Request my demo' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Fill all mandatory fields.');
    await dialog.getByLabel('Full name').fill('Hana Kim');
    await dialog.getByLabel('Work e-mail').fill('hana@tee-box.example.org');
    await dialog.getByLabel('Club name').fill('Tee Box Indoor Golf');
    await dialog.getByLabel('Job title').fill('Owner');
    await dialog.getByLabel('What would you like to see?').fill('Bay booking');
    await expect(dialog.getByText('Optional. 11 / 199')).toBeVisible();
    // Every mandatory field is filled now: "Fill all mandatory fields." goes without another send.
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Request my demo' }).click();

    const schedule = page.getByRole('dialog', { name: 'Schedule your demo' });
    const firstTime = schedule
      .getByRole('group', { name: /Open times on/ })
      .getByRole('button')
      .first();
    const start = await firstTime.getAttribute('data-start');
    expect(start).toBeTruthy();
    await firstTime.click();
    await schedule.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByRole('dialog', { name: 'See you soon' }).getByText('Your demo is booked')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();

    // Another visitor, through the inline form, no longer sees that time.
    await page.goto('/membership_advantage');
    const form = page.getByRole('form', { name: 'Request a private demo' });
    await form.getByLabel('Full name').fill('Sam Patel');
    await form.getByLabel('Work e-mail').fill('sam@riverswim.example.org');
    await form.getByLabel('Club name').fill('River Swim Club');
    await form.getByLabel('Job title').fill('Manager');
    await form.getByRole('button', { name: 'Request my demo' }).click();
    await expect(page.getByRole('button', { name: 'Book this time' })).toBeVisible();
    await expect(page.locator(`[data-start="${start}"]`)).toHaveCount(0);
  });

  test('server redirects: documents, the app stores and /lesson_management', async ({ page, request }) => {
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/assets\/file\/terms-of-service$/);
    await expect(h1(page)).toHaveText('Terms of Service');
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/assets\/file\/privacy-policy$/);
    await expect(h1(page)).toHaveText('Privacy Policy');
    const pdf = await request.get('/assets/file/payments-processing-accounts.pdf');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.goto('/lesson_management');
    await expect(page).toHaveURL(/\/$/);
    const iphone = await request.get('/athlete', {
      maxRedirects: 0,
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      },
    });
    expect(iphone.status()).toBe(302);
    expect(iphone.headers().location).toContain('apps.apple.com');
    const desktop = await request.get('/athlete', {
      maxRedirects: 0,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
    });
    expect(desktop.headers().location).toContain('play.google.com');
  });

  test('the public pages load no private-area code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const privateChunk = /\/(PrivateLayout|ChooseBusinessScreen|profile|settings|memberships|subscription)-[\w-]+\.js$/;
    for (const path of ['/', '/pricing-and-features', '/golf']) {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
    }
    expect(scripts.filter((script) => privateChunk.test(script))).toEqual([]);
    await signInThroughDialog(page, 'owner');
    await expect(page).toHaveURL(/\/private\//);
    // The address changes first; the private area's code is asked for as the router renders it.
    await expect.poll(() => scripts.some((script) => /\/PrivateLayout-[\w-]+\.js$/.test(script))).toBe(true);
  });

  test('marketing pages fit a 375 px phone and pass the accessibility checks', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of [
      '/club_management_software',
      '/pricing-and-features',
      '/golf',
      '/sign-up?plan=lessonproviderplan&code=FAIRPLAY-DEMO',
    ]) {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    }
    await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(h1(page)).toHaveText('One flat monthly fee. No cut from your bookings.');
  });
});

test.describe('marketing copy and layout', () => {
  test('the pricing copy agrees with itself: the offer names its plan, and only Grand Slam has unlimited e-mail', async ({
    page,
  }) => {
    await page.goto('/pricing-and-features');
    const offer = page.getByRole('region', { name: 'Fairplay for $149/month' });
    await expect(offer).toContainText('The Ace plan');
    await expect(offer).toContainText('instead of $199');
    const grandSlam = page.getByRole('article', { name: 'Grand Slam' });
    await expect(grandSlam).toContainText('Unlimited marketing emails');
    const ace = page.getByRole('article', { name: 'Ace' });
    await expect(ace).toContainText('50,000 marketing emails each month');
    const everyPlan = page.getByRole('region', { name: 'Included on every plan' });
    await expect(everyPlan).toContainText('unlimited on Grand Slam');
    await expect(everyPlan).not.toContainText('50,000 marketing emails a month');
  });

  test('card grids leave no card alone under full rows at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of [
      '/racquets',
      '/golf',
      '/pricing-and-features',
      '/fitness_yoga_swim_cycle_gym',
      '/why-fairplay',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const rowsPerGrid = await page.locator('.mantine-SimpleGrid-root').evaluateAll((grids) =>
        grids.map((grid) => {
          const rows = new Map<number, number>();
          for (const card of Array.from(grid.children)) {
            const top = Math.round(card.getBoundingClientRect().top);
            rows.set(top, (rows.get(top) ?? 0) + 1);
          }
          return [...rows.values()];
        }),
      );
      for (const rows of rowsPerGrid) {
        if (rows.length > 1) expect(rows.at(-1), `${path}: ${rows.join(' + ')}`).toBeGreaterThan(1);
      }
    }
  });
});
