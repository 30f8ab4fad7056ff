import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPersona, SandboxScenario } from '../../src/shared/api/sandbox.js';
import { maskPan } from '../../src/shared/format.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { DESKTOP, launchBrowser, openJourney, PHONE } from '../support/browser.js';
import { type E2eServer, sandboxPersonas, startE2eServer } from '../support/e2e-server.js';
import { toast } from '../support/page.js';
import { cameraPhoto, panCardImage } from '../support/pan-card-image.js';

const UNREADABLE_PHOTO =
  'We could not read a PAN from this photo. Please try manual entry or upload a clearer photo.';

/**
 * /pan-verification in Chromium against the real server in sandbox mode: typing a PAN and the
 * name as printed, the server's explanations, and reading the PAN from a photo of the card.
 */

let server: E2eServer;
let browser: Browser;
let persona: (scenario: SandboxScenario) => SandboxPersona;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  persona = await sandboxPersonas(server.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const HINT = 'Format: 5 letters + 4 numbers + 1 letter (e.g., ABCDE1234F)';

async function open(viewport: BrowserContextOptions) {
  const journey = await openJourney(browser, server.baseUrl, viewport);
  await journey.page.goto('/pan-verification');
  await journey.page.getByRole('heading', { name: 'Verify your PAN' }).waitFor();
  return journey;
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`on a ${device}`, () => {
    it('verifies a typed PAN and name, then moves on to consent', async () => {
      const { context, page, errors } = await open(viewport);
      const borrower = persona('several-loans');

      await expect.poll(() => page.getByText('Step 1 of 4').isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole('tab', { name: 'Manual Entry' }).getAttribute('aria-selected'))
        .toBe('true');
      await expect.poll(() => page.getByText(HINT, { exact: true }).isVisible()).toBe(true);
      await expectNoAxeViolations(page);

      await page.getByLabel('PAN Number').fill(borrower.panNumber.toLowerCase());
      await page.getByLabel('Name as per PAN').fill(borrower.holderName);
      await page.getByRole('button', { name: 'Validate PAN & Continue' }).click();

      // Both are shown for the 1.5 s before the next screen: watched together (see below).
      await Promise.all([
        toast(page, 'PAN validation successful!').waitFor(),
        page.getByRole('status').filter({ hasText: 'PAN verified' }).waitFor(),
      ]);
      await page.waitForURL('**/cibil-consent');
      // The consent screen has the PAN and the name on record from the navigation state.
      await page.getByText(maskPan(borrower.panNumber)).waitFor();
      await page.getByText(borrower.holderName).first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    it('sanitises the PAN as typed, and explains why ABCDE1234F is refused', async () => {
      const { context, page, errors } = await open(viewport);
      const pan = page.getByLabel('PAN Number');
      const submit = page.getByRole('button', { name: 'Validate PAN & Continue' });

      await pan.pressSequentially('abc-de 1234f');
      await expect.poll(() => pan.inputValue()).toBe('ABCDE1234F');
      await pan.fill('ABCDE12');
      await expect.poll(() => submit.isDisabled()).toBe(true);
      await pan.pressSequentially('34F99');
      await expect.poll(() => pan.inputValue()).toBe('ABCDE1234F');
      await expect.poll(() => submit.isEnabled()).toBe(true);

      await submit.click();
      // Said beside the field that is missing, which takes the focus.
      await page
        .getByRole('alert')
        .filter({ hasText: 'Please enter both PAN number and holder name' })
        .waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('holder_name');

      await page.getByLabel('Name as per PAN').fill('Ravi Kumar');
      await submit.click();
      // The reason shows beside the field (not as a toast over it) until the PAN is changed.
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: '4th letter "D"' }).count())
        .toBe(1);
      await pan.fill('ABCPD1234');
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: '4th letter "D"' }).count())
        .toBe(0);
      expect(page.url()).toContain('/pan-verification');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('reads the PAN and name from a photo of the card', async () => {
      const { context, page, errors } = await open(viewport);
      const borrower = persona('overdue');
      const photo = await panCardImage({
        panNumber: borrower.panNumber,
        holderName: borrower.holderName.toUpperCase(),
        rotateDegrees: -2,
        width: 1500,
        quality: 92,
      });

      await page.getByRole('tab', { name: 'Upload PAN Image' }).click();
      await page.getByText('Choose a photo of your PAN card').waitFor();
      await page.getByText('JPG, PNG or WebP, up to 5 MB').waitFor();
      await expectNoAxeViolations(page);
      const fileInput = page.locator('input[type="file"]');
      expect(await fileInput.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');

      // Too large even after downscaling (this one cannot be decoded): refused before sending.
      await fileInput.setInputFiles({
        name: 'scan.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
      });
      // The reason stays in the upload area.
      await page
        .getByRole('alert')
        .filter({ hasText: 'File too large. Max 5MB allowed.' })
        .waitFor();
      await fileInput.setInputFiles({
        name: 'pan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7'),
      });
      await page
        .getByRole('alert')
        .filter({ hasText: 'Please upload an image file (jpg, png, webp)' })
        .waitFor();

      // A photo the server cannot read: previewed, explained, removed — then the real one.
      await page.route('**/api/upload-pan-image', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            is_valid: false,
            success: false,
            message: UNREADABLE_PHOTO,
            pan_number: null,
            extracted_pan: null,
            holder_name: null,
          }),
        }),
      );
      await fileInput.setInputFiles({
        name: 'pan-card.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      const preview = page.getByRole('img', { name: 'Preview of the chosen PAN card image' });
      await preview.waitFor();
      await page.getByText(/^Size: \d+(\.\d)? KB$/).waitFor();
      await toast(page, UNREADABLE_PHOTO).waitFor();
      await page.getByRole('button', { name: 'Check and enter manually' }).waitFor();
      await page.getByRole('button', { name: 'Remove' }).click();
      await expect.poll(() => preview.count()).toBe(0);
      await page.unroute('**/api/upload-pan-image');

      // On the phone, the camera's own photo, over 5 MB: scaled down in the browser, then
      // accepted. On the desktop, a scan of a sensible size.
      const chosen =
        device === 'phone'
          ? await cameraPhoto({
              panNumber: borrower.panNumber,
              holderName: borrower.holderName.toUpperCase(),
              rotateDegrees: -2,
            })
          : photo;
      if (device === 'phone') expect(chosen.length).toBeGreaterThan(5 * 1024 * 1024);
      const uploads: number[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/upload-pan-image')) {
          uploads.push(request.postDataBuffer()?.length ?? 0);
        }
      });
      await fileInput.setInputFiles({
        name: 'IMG_20261127_101500.jpg',
        mimeType: 'image/jpeg',
        buffer: chosen,
      });
      await preview.waitFor();
      // The browser sent a re-encoded copy at most 1200 px wide, smaller than the original and
      // well under the limit.
      const sizeText = await page.getByText(/^Size: /).textContent();
      const sentBytes = Number(sizeText?.match(/([\d.]+) KB/)?.[1]) * 1024;
      expect(sentBytes).toBeLessThan(Math.min(chosen.length, 1024 * 1024));
      // Both are shown for the 1.5 s before the next screen: watched together, so a busy
      // machine cannot let the screen move on between the two.
      await Promise.all([
        toast(page, 'PAN validation successful!').waitFor({ timeout: 60_000 }),
        page
          .getByRole('status')
          .filter({ hasText: borrower.panNumber })
          .waitFor({ timeout: 60_000 }),
      ]);
      await page.waitForURL('**/cibil-consent');
      await page.getByText(maskPan(borrower.panNumber)).waitFor();
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toBeLessThan(1024 * 1024);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000); // reading a photo is seconds of CPU on a quiet machine, minutes on a busy one
  });
}

it('lets a keyboard user open the file chooser from the upload area', async () => {
  const { context, page, errors } = await open(DESKTOP);
  await page.getByRole('tab', { name: 'Manual Entry' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => page.getByRole('tab', { name: 'Upload PAN Image' }).getAttribute('aria-selected'))
    .toBe('true');
  // Tab into the panel, then to the file input behind the upload area.
  const chooser = page.waitForEvent('filechooser');
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press('Tab');
    if (
      await page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.type === 'file',
      )
    )
      break;
  }
  await page.keyboard.press('Enter');
  const fileChooser = await chooser;
  expect(fileChooser.isMultiple()).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});
