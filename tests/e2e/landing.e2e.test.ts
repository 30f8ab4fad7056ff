import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPersonasResponse } from '../../src/shared/api/sandbox.js';
import { LANGUAGE_CODES } from '../../src/shared/languages.js';
import { expectNoAxeViolations } from '../support/axe.js';
import {
  collectPageErrors,
  DESKTOP,
  type Journey,
  launchBrowser,
  openJourney,
  PHONE,
} from '../support/browser.js';
import { type E2eServer, startE2eServer } from '../support/e2e-server.js';
import { horizontalOverflow } from '../support/page.js';

/**
 * The landing page, the learn-more page, the language switch and the sandbox banner, in Chromium
 * against the real server (sandbox mode unless a test says otherwise).
 */

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function visit(
  path: string,
  options: BrowserContextOptions = PHONE,
  baseURL = server.baseUrl,
): Promise<Journey> {
  const journey = await openJourney(browser, baseURL, options);
  await journey.page.goto(path);
  return journey;
}

async function finish({ context, errors }: Journey): Promise<void> {
  await context.close();
  expect(errors).toEqual([]);
}

function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

describe('landing page', () => {
  it('shows the header, hero, features, steps, why-choose, final call and footer', async () => {
    const journey = await visit('/');
    const { page } = journey;
    await expect.poll(() => page.title()).toBe('Loan Documents');

    const header = page.getByRole('banner');
    await header.getByText('Loan Documents').waitFor();
    await header.getByRole('link', { name: 'Get Started', exact: true }).waitFor();
    await header.getByRole('combobox', { name: 'Language' }).waitFor();

    await page
      .getByRole('heading', {
        level: 1,
        name: 'All your loan documents, from every lender, in one place',
      })
      .waitFor();
    await page.getByRole('link', { name: 'Get Started Now' }).waitFor();
    await page.getByRole('link', { name: 'Learn More', exact: true }).waitFor();
    for (const claim of [
      'No branch visits',
      'No messaging app needed',
      'One-time OTP consent',
      'Multi-bank support',
      'Instant access',
    ]) {
      await page.getByRole('list', { name: 'What you get' }).getByText(claim).waitFor();
    }

    for (const feature of [
      'All Loan Documents',
      'Instant Retrieval',
      'Bank-Grade Security',
      'CIBIL Integration',
    ]) {
      await page.getByRole('heading', { level: 3, name: feature, exact: true }).waitFor();
    }

    await page.getByRole('heading', { level: 2, name: 'How it works' }).waitFor();
    const steps = page.getByRole('list').filter({ hasText: 'Step 1' });
    expect(await steps.evaluate((list) => list.tagName)).toBe('OL');
    expect(await steps.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Enter your PAN',
      'View your loans',
      'Select documents per bank',
      'Get documents in the app',
    ]);
    await steps.getByText('upload a photo of your PAN card').waitFor();

    await page.getByRole('heading', { level: 2, name: 'Why choose Loan Documents?' }).waitFor();
    await page.getByText('25+ banks and NBFCs', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Find My Loans' }).waitFor();
    await page.getByRole('link', { name: 'Start Document Retrieval' }).waitFor();

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: 'Services' }).waitFor();
    await footer.getByRole('heading', { name: 'Security' }).waitFor();
    await footer.getByText('Statement of Account').waitFor();
    await footer.getByText('Documents deleted after 30 days').waitFor();
    await footer.getByText('© 2024 Loan Documents. All rights reserved.').waitFor();

    // Nothing wider than a 360 px phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await finish(journey);
  });

  it.each([
    ['the header', 'Get Started'],
    ['the hero', 'Get Started Now'],
    ['why choose', 'Find My Loans'],
    ['the final call to action', 'Start Document Retrieval'],
  ])('%s button leads to /pan-verification', async (_where, name) => {
    const journey = await visit('/', DESKTOP);
    await journey.page.getByRole('link', { name, exact: true }).click();
    await expect.poll(() => pathname(journey.page)).toBe('/pan-verification');
    await finish(journey);
  });

  it('Learn More leads to /learn-more, and Back to Home returns', async () => {
    const journey = await visit('/');
    const { page } = journey;
    await page.getByRole('link', { name: 'Learn More', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'How Loan Documents works' }).waitFor();
    expect(pathname(page)).toBe('/learn-more');
    await expect.poll(() => page.title()).toBe('How it works · Loan Documents');
    // A new screen starts at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('link', { name: 'Back to Home' }).first().click();
    await page.getByRole('link', { name: 'Get Started Now' }).waitFor();
    expect(pathname(page)).toBe('/');
    await finish(journey);
  });

  it('shows the landing screen for any unknown path', async () => {
    const journey = await visit('/nope/deeper');
    const { page } = journey;
    await page.getByRole('link', { name: 'Get Started Now' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'CIBIL Integration' }).waitFor();
    expect(pathname(page)).toBe('/nope/deeper');
    await finish(journey);
  });

  it('serves the API from the same origin', async () => {
    const journey = await visit('/');
    expect((await journey.page.request.get('/api/health')).status()).toBe(200);
    await finish(journey);
  });

  it('names the grievance contact in the footer', async () => {
    const journey = await visit('/');
    const footer = journey.page.getByRole('contentinfo');
    await footer
      .getByText('Grievances about your data: Grievance Officer, Loan Documents,')
      .waitFor();
    expect(
      await footer
        .getByRole('link', { name: 'grievance@loan-documents.example' })
        .getAttribute('href'),
    ).toBe('mailto:grievance@loan-documents.example');
    await finish(journey);
  });
});

describe('before the app’s code has arrived', () => {
  it('the landing page is already drawn, and the app takes it over without a second copy', async () => {
    // Without JavaScript, and nothing but the page itself: what a slow phone paints as soon as
    // the HTML is there — styled, its stylesheet carried inside it.
    const still = await openJourney(browser, server.baseUrl, {
      ...PHONE,
      javaScriptEnabled: false,
    });
    const fetched: string[] = [];
    await still.page.route('**/*', (route) => {
      const { pathname } = new URL(route.request().url());
      fetched.push(pathname);
      return pathname === '/' ? route.continue() : route.abort();
    });
    await still.page.goto('/');
    const title = { level: 1, name: 'All your loan documents, from every lender, in one place' };
    await still.page.getByRole('heading', title).waitFor();
    const getStarted = still.page.getByRole('link', { name: 'Get Started Now' });
    expect(await getStarted.getAttribute('href')).toBe('/pan-verification');
    // The brand's button, not a browser's default link.
    expect(await getStarted.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(fetched.some((pathname) => pathname.endsWith('.css'))).toBe(false);
    // Nor does it wait for its typeface: Chromium holds a first paint for a preloaded font.
    expect(await still.page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    await still.page.getByRole('contentinfo').waitFor();
    await still.context.close();

    // With it: one page, the app's own, which moves within itself.
    const journey = await visit('/');
    const { page } = journey;
    await page.getByRole('heading', title).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('banner').count()).toBe(1);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Get Started Now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify your PAN' }).waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await finish(journey);
  });
});

describe('language switch', () => {
  it('switches to Hindi, remembers it across a reload, and switches back', async () => {
    const journey = await visit('/');
    const { page } = journey;
    const picker = () => page.getByRole('combobox', { name: /^(Language|भाषा)$/ });
    const lang = () => page.evaluate(() => document.documentElement.lang);
    expect(await lang()).toBe('en');

    await picker().selectOption('hi');
    await page
      .getByRole('heading', { level: 1, name: 'हर लेंडर के आपके सभी लोन दस्तावेज़, एक ही जगह' })
      .waitFor();
    await page.getByRole('link', { name: 'अभी शुरू करें' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'सभी लोन दस्तावेज़' }).waitFor();
    await page.getByText('© 2024 लोन डॉक्यूमेंट्स। सर्वाधिकार सुरक्षित।').waitFor();
    expect(await lang()).toBe('hi');
    await expect.poll(() => page.title()).toBe('लोन डॉक्यूमेंट्स');

    await page.reload();
    await page.getByRole('link', { name: 'अभी शुरू करें' }).waitFor();
    expect(await lang()).toBe('hi');
    // The server knows the choice: no English page is drawn first for a Hindi reader.
    const served = await (await page.request.get('/')).text();
    expect(served).not.toContain('All your loan documents');
    expect(served).toContain('<div id="root"></div>');

    // The journey screens follow the choice.
    await page.getByRole('link', { name: 'और जानें', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'लोन डॉक्यूमेंट्स कैसे काम करता है' }).waitFor();

    await picker().selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'How Loan Documents works' }).waitFor();
    expect(await lang()).toBe('en');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'How Loan Documents works' }).waitFor();
    await finish(journey);
  });
});

describe('language picker', () => {
  it('offers every language in its own script, and Marathi is remembered like Hindi', async () => {
    const journey = await visit('/');
    const { page } = journey;
    const picker = page.getByRole('combobox', { name: 'Language' });
    expect(await picker.locator('option').allTextContents()).toEqual([
      'English',
      'हिन्दी',
      'বাংলা',
      'मराठी',
      'తెలుగు',
      'தமிழ்',
    ]);
    await picker.selectOption('mr');
    await page
      .getByRole('heading', {
        level: 1,
        name: 'प्रत्येक कर्जदात्याकडील तुमचे सर्व कर्ज दस्तऐवज, एकाच ठिकाणी',
      })
      .waitFor();
    await page.getByRole('link', { name: 'आत्ताच सुरू करा' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    await page.reload();
    await page.getByRole('link', { name: 'आत्ताच सुरू करा' }).waitFor();
    await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
    await page.getByRole('link', { name: 'Get Started Now' }).waitFor();
    await finish(journey);
  });
});

describe('learn more', () => {
  it('explains the steps, consent, retention and security, with a place for your data', async () => {
    const journey = await visit('/learn-more');
    const { page } = journey;
    await page.getByRole('heading', { level: 1, name: 'How Loan Documents works' }).waitFor();
    for (const heading of [
      'How it works',
      'What your consent means',
      'Your documents are kept for 30 days',
      'How your data is protected',
      'Your data',
    ]) {
      await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
    }
    const consent = page.locator('#consent');
    for (const term of ['What is fetched', 'From whom', 'Why', 'For how long', 'How to withdraw']) {
      await consent.getByRole('term').filter({ hasText: term }).first().waitFor();
    }
    await consent.getByText('Your credit report and the details of your loan accounts').waitFor();
    await consent
      .getByText('The credit bureau, for your credit report, and your lenders')
      .waitFor();
    await consent.getByText('kept for one year').waitFor();
    expect(await page.locator('section#your-data').count()).toBe(1);
    // Where a grievance about one's data goes (the server's setting).
    const grievance = page.getByRole('region', {
      name: 'A question or a complaint about your data?',
    });
    await grievance.getByRole('link', { name: /^grievance@/ }).waitFor();
    await finish(journey);
  });

  it('lists the sandbox personas and where OTPs are read, in sandbox mode', async () => {
    const journey = await visit('/learn-more', DESKTOP);
    const { page } = journey;
    const response = await page.request.get('/api/sandbox/personas');
    expect(response.status()).toBe(200);
    const { personas } = (await response.json()) as SandboxPersonasResponse;
    expect(personas.length).toBeGreaterThanOrEqual(5);

    const sandbox = page.locator('section#sandbox');
    await sandbox.getByRole('heading', { name: 'Sandbox mode' }).waitFor();
    await sandbox.getByText('No real bank, NBFC or credit bureau is contacted').waitFor();
    for (const persona of personas) {
      const card = sandbox.getByRole('listitem').filter({ hasText: persona.panNumber });
      await card.getByText(persona.holderName).waitFor();
      await card.getByText(persona.mobile).waitFor();
    }
    await sandbox.getByText('Several loans at different lenders').waitFor();
    await sandbox.getByText('No credit history').waitFor();
    await sandbox.getByText('/api/sandbox/outbox?phone=<10-digit mobile>').waitFor();
    const outbox = sandbox.getByRole('link', { name: 'Open outbox' }).first();
    expect(await outbox.getAttribute('href')).toBe(
      `/api/sandbox/outbox?phone=${personas[0]?.mobile}`,
    );
    await finish(journey);
  });
});

describe('sandbox banner', () => {
  it('shows on journey screens in sandbox mode and links to the sandbox notes', async () => {
    const journey = await visit('/pan-verification');
    const { page } = journey;
    const banner = page.getByRole('complementary', { name: 'Sandbox mode' });
    await banner.getByText('Sandbox mode: no real bank is contacted and no SMS is sent.').waitFor();
    await banner.getByRole('link', { name: 'Read OTPs in the sandbox outbox' }).click();
    await page.locator('section#sandbox').getByRole('heading', { name: 'Sandbox mode' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#sandbox');
    // The section is scrolled into view once it has arrived.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.getElementById('sandbox')?.getBoundingClientRect().top ?? -1;
          return top >= 0 && top < window.innerHeight;
        }),
      )
      .toBe(true);
    await finish(journey);
  });

  it('is not on the landing page', async () => {
    const journey = await visit('/');
    await journey.page.getByRole('link', { name: 'Get Started Now' }).waitFor();
    expect(await journey.page.getByRole('complementary', { name: 'Sandbox mode' }).count()).toBe(0);
    await finish(journey);
  });

  describe('with sandbox mode off', () => {
    let live: E2eServer;
    beforeAll(async () => {
      live = await startE2eServer({ SANDBOX: 'false' });
    });
    afterAll(async () => {
      await live?.close();
    });

    it('shows no banner and no sandbox section', async () => {
      const journey = await visit('/learn-more', PHONE, live.baseUrl);
      const { page } = journey;
      expect((await page.request.get('/api/sandbox/personas')).status()).toBe(404);
      await page.getByRole('heading', { level: 2, name: 'Your data', exact: true }).waitFor();
      // The sandbox check has been answered (404) and nothing appeared.
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#sandbox').count()).toBe(0);
      expect(await page.getByRole('complementary', { name: 'Sandbox mode' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Sandbox mode' }).count()).toBe(0);
      await journey.context.close();
      // Chromium reports the sandbox check's 404 on the console; nothing else may appear.
      expect(
        journey.errors.filter((error) => !error.includes('status of 404 (Not Found)')),
      ).toEqual([]);
    });
  });
});

describe('accessibility', () => {
  const cases = LANGUAGE_CODES.flatMap((language) =>
    (
      [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const
    ).flatMap(([device, options]) =>
      ['/', '/learn-more'].map((path) => ({ language, device, options, path })),
    ),
  );

  it.each(cases)(
    '$path in $language on $device has no axe violations and nothing wider than the screen',
    async ({ language, options, path }) => {
      const context = await browser.newContext({
        ...options,
        baseURL: server.baseUrl,
        bypassCSP: true,
      });
      await context.addInitScript((chosen) => {
        localStorage.setItem('loan-docs.language', chosen);
      }, language);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (path === '/learn-more') await page.locator('section#sandbox').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await expectNoAxeViolations(page);
      // Longer words (Marathi's, Hindi's) are not clipped at 360 px: nothing scrolls sideways.
      expect(await horizontalOverflow(page)).toBe(0);
      await context.close();
      expect(errors).toEqual([]);
    },
  );
});
