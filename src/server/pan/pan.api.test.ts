import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { borrowerAddress, sandboxPersona } from '../../../tests/support/borrower.js';
import { expectNoSecretsInLogs } from '../../../tests/support/logs.js';
import { blankImage, panCardImage } from '../../../tests/support/pan-card-image.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import { uploadPanImageResponse, validatePanResponse } from '../../shared/api/pan.js';

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(
  bytes: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
) {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'pan.jpg'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// A valid individual PAN no sandbox persona has: the registry has no record of it.
const UNKNOWN_PAN = 'KLMPR4821Z';

describe('PAN verification', () => {
  forEachApp((getApp) => {
    const validate = (payload: object, remoteAddress = borrowerAddress()) =>
      getApp().app.inject({ method: 'POST', url: '/api/validate-pan', payload, remoteAddress });
    const upload = (bytes: Buffer, options: Parameters<typeof multipart>[1] = {}) =>
      getApp().app.inject({
        method: 'POST',
        url: '/api/upload-pan-image',
        remoteAddress: borrowerAddress(),
        ...multipart(bytes, options),
      });

    describe('POST /api/validate-pan', () => {
      it('verifies a persona with the name on record, in any case and spacing', async () => {
        const persona = await sandboxPersona(getApp().app, 'several-loans');
        const response = await validate({
          pan_number: ` ${persona.panNumber.toLowerCase()} `,
          holder_name: `  ${persona.holderName.toUpperCase().replace(' ', '   ')} `,
        });
        expect(response.statusCode).toBe(200);
        // The name comes back as given, spaces tidied: the record's own spelling would tell a
        // match apart from a guess answered past the day's cap of wrong names.
        expect(validatePanResponse.parse(response.json())).toEqual({
          is_valid: true,
          message: 'PAN verified successfully',
          pan_number: persona.panNumber,
          holder_name: persona.holderName.toUpperCase(),
        });
      });

      it('refuses a name that differs from the record, without revealing the record', async () => {
        const persona = await sandboxPersona(getApp().app, 'no-loans');
        const response = await validate({
          pan_number: persona.panNumber,
          holder_name: 'Someone Else',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          is_valid: false,
          message:
            'The name does not match our records for this PAN. Please enter the name exactly as printed on your PAN card.',
          pan_number: persona.panNumber,
          holder_name: 'Someone Else',
        });
        expect(response.json().message).toContain('exactly as printed on your PAN card');
        expect(response.body).not.toContain(persona.holderName);
      });

      it('accepts the typed name for a PAN the registry has no record of', async () => {
        const response = await validate({ pan_number: UNKNOWN_PAN, holder_name: 'Ravi Kumar' });
        expect(response.json()).toMatchObject({ is_valid: true, holder_name: 'Ravi Kumar' });
      });

      it('never tells whose PAN it is: without a name (the older flow) no name comes back', async () => {
        const persona = await sandboxPersona(getApp().app, 'overdue');
        for (const payload of [
          { pan_number: persona.panNumber },
          { pan_number: persona.panNumber, holder_name: '' },
          { pan_number: persona.panNumber, holder_name: '   ' },
        ]) {
          const response = await validate(payload);
          expect(response.json()).toEqual({
            is_valid: true,
            message: 'PAN verified successfully',
            pan_number: persona.panNumber,
            holder_name: null,
          });
          expect(response.body).not.toContain(persona.holderName);
        }
      });

      it('checks a PAN in ASCII only: a dotless ı is not an I', async () => {
        const response = await validate({ pan_number: 'aqmps4821k'.replace('i', 'ı') });
        expect(response.json().is_valid).toBe(true);
        const dotless = await validate({ pan_number: 'ıQMPS4821K' });
        expect(dotless.statusCode).toBe(200);
        expect(dotless.json()).toMatchObject({
          is_valid: false,
          message: 'The first five characters of a PAN must be letters.',
        });
      });

      it('explains why the spec’s example ABCDE1234F is no PAN', async () => {
        const response = await validate({ pan_number: 'ABCDE1234F', holder_name: 'Ravi Kumar' });
        expect(response.statusCode).toBe(200);
        const body = validatePanResponse.parse(response.json());
        expect(body.is_valid).toBe(false);
        expect(body.message).toContain('4th letter "D" is not a PAN holder type');
      });

      it('tells a company or firm PAN that the service is for individuals', async () => {
        for (const [pan, holder] of [
          ['AAACR5055K', 'company'],
          ['AAAFB1234C', 'firm'],
          ['AAAHK7777L', 'HUF'],
        ] as const) {
          const body = (await validate({ pan_number: pan, holder_name: 'Ravi Kumar' })).json();
          expect(body.is_valid).toBe(false);
          expect(body.message).toContain(holder);
          expect(body.message).toContain('individual borrowers');
        }
      });

      it('explains malformed PANs in plain words', async () => {
        const cases: Array<[string, string]> = [
          ['ABCPK123', 'PAN number must be 10 characters'],
          ['ABC1K1234Q', 'The first five characters of a PAN must be letters.'],
          ['ABCPK12X4Q', 'Characters 6 to 9 of a PAN must be digits.'],
          ['ABCPK12345', 'The last character of a PAN must be a letter.'],
        ];
        for (const [pan, message] of cases) {
          expect((await validate({ pan_number: pan })).json()).toMatchObject({
            is_valid: false,
            message,
          });
        }
      });

      it('refuses names that cannot be printed on a PAN card', async () => {
        const body = (await validate({ pan_number: UNKNOWN_PAN, holder_name: 'R@vi 123' })).json();
        expect(body.is_valid).toBe(false);
        expect(body.message).toContain('exactly as printed on your PAN card');
      });

      it('answers 400 to a malformed request', async () => {
        const missing = await validate({ holder_name: 'Ravi Kumar' });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().message).toBe('pan_number is required.');

        const unexpected = await validate({ pan_number: UNKNOWN_PAN, is_admin: true });
        expect(unexpected.statusCode).toBe(400);
        expect(unexpected.json().message).toBe('Unexpected field: is_admin.');

        const tooLong = await validate({ pan_number: 'A'.repeat(21) });
        expect(tooLong.statusCode).toBe(400);
        expect(tooLong.json().message).toContain('too long');

        const longName = await validate({ pan_number: UNKNOWN_PAN, holder_name: 'A'.repeat(101) });
        expect(longName.statusCode).toBe(400);

        const notJson = await getApp().app.inject({
          method: 'POST',
          url: '/api/validate-pan',
          headers: { 'content-type': 'application/json' },
          payload: '{"pan_number":',
        });
        expect(notJson.statusCode).toBe(400);
      });

      it('answers a JSON body over its 64 KB limit with that limit, in either language', async () => {
        const huge = { pan_number: 'AQMPS4821K', holder_name: 'x'.repeat(70 * 1024) };
        const response = await validate(huge);
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({
          success: false,
          error: 'TOO_LARGE',
          message: 'The request is too large. Max 64 KB allowed.',
        });
        const hindi = await getApp().app.inject({
          method: 'POST',
          url: '/api/validate-pan',
          headers: { 'accept-language': 'hi' },
          remoteAddress: borrowerAddress(),
          payload: huge,
        });
        expect(hindi.json().message).toBe('अनुरोध बहुत बड़ा है। अधिकतम 64 KB की अनुमति है।');
      });

      it('limits attempts per PAN', async () => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 12; attempt++) {
          // A new address each time: only the per-PAN limit can stop these.
          statuses.push(
            (
              await validate({
                pan_number: 'QWEPT1111Z',
                holder_name: `Guess ${'X'.repeat(attempt)}`,
              })
            ).statusCode,
          );
        }
        expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
        expect(statuses.slice(10)).toEqual([429, 429]);
      });
    });

    // OCR on a busy machine can take seconds per photo; the limit is generous, never a timing check.
    describe('POST /api/upload-pan-image', { timeout: 120_000 }, () => {
      it('reads the PAN and name from a photo of the card and verifies them', async () => {
        const persona = await sandboxPersona(getApp().app, 'several-loans');
        const photo = await panCardImage({
          panNumber: persona.panNumber,
          holderName: persona.holderName.toUpperCase(),
          rotateDegrees: 2,
          quality: 80,
        });
        const response = await upload(photo);
        expect(response.statusCode).toBe(200);
        expect(uploadPanImageResponse.parse(response.json())).toEqual({
          is_valid: true,
          success: true,
          message: 'PAN verified successfully',
          pan_number: persona.panNumber,
          extracted_pan: persona.panNumber,
          holder_name: persona.holderName.toUpperCase(),
        });
      });

      it('reads an older card layout, in PNG and in WebP', async () => {
        const card = {
          panNumber: UNKNOWN_PAN,
          holderName: 'SUNITA RAO',
          layout: 'older',
          font: 'Tinos',
        } as const;
        const png = await panCardImage({ ...card, quality: 'png' });
        const webp = await sharp(png).webp({ quality: 80 }).toBuffer();
        for (const [bytes, contentType] of [
          [png, 'image/png'],
          [webp, 'image/webp'],
        ] as const) {
          const body = (await upload(bytes, { contentType })).json();
          expect(body).toMatchObject({
            is_valid: true,
            pan_number: UNKNOWN_PAN,
            holder_name: 'SUNITA RAO',
          });
        }
      });

      it('applies the same rules as typing: a company PAN is refused', async () => {
        const photo = await panCardImage({ panNumber: 'AAACR5055K', holderName: 'ACME TRADERS' });
        const body = (await upload(photo)).json();
        expect(body).toMatchObject({
          is_valid: false,
          success: false,
          extracted_pan: 'AAACR5055K',
        });
        expect(body.message).toContain('individual borrowers');
      });

      it('says so when no PAN can be read from the photo', async () => {
        const response = await upload(await blankImage());
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          is_valid: false,
          success: false,
          message:
            'We could not read a PAN from this photo. Please try manual entry or upload a clearer photo.',
          pan_number: null,
          extracted_pan: null,
          holder_name: null,
        });
      });

      it('refuses files that are not images, whatever their name or declared type', async () => {
        for (const bytes of [
          Buffer.from('%PDF-1.7\n1 0 obj\n'),
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>ABCPK1234Q</text></svg>'),
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
            .gif()
            .toBuffer(),
        ]) {
          const response = await upload(bytes, { filename: 'pan.jpg', contentType: 'image/jpeg' });
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toBe('Please upload an image file (jpg, png, webp)');
        }
      });

      it('refuses corrupt image bytes with a clear 400', async () => {
        const jpegHeaderThenNoise = Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          randomBytes(2048),
        ]);
        const photo = await panCardImage({ panNumber: UNKNOWN_PAN, holderName: 'RAVI KUMAR' });
        const truncated = photo.subarray(0, Math.floor(photo.length / 2));
        for (const bytes of [jpegHeaderThenNoise, truncated]) {
          const response = await upload(bytes);
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toBe(
            'We could not open this image. Please upload a clear photo of your PAN card (jpg, png, webp).',
          );
        }
      });

      it('refuses an image claiming more pixels than the cap', async () => {
        // A tiny PNG whose header claims 20000 x 20000 pixels (a decompression bomb).
        const png = Buffer.from(
          await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
        );
        png.writeUInt32BE(20_000, 16);
        png.writeUInt32BE(20_000, 20);
        png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
        const response = await upload(png, { contentType: 'image/png' });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(
          'We could not open this image. Please upload a clear photo of your PAN card (jpg, png, webp).',
        );
      });

      it('answers 413 to a file over 5 MB', async () => {
        const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(5 * 1024 * 1024)]);
        const response = await upload(big);
        expect(response.statusCode).toBe(413);
        expect(response.json().message).toBe('File too large. Max 5MB allowed.');
      });

      it('answers 400 when no file is sent', async () => {
        const wrongField = await upload(Buffer.from('x'), { field: 'image' });
        expect(wrongField.statusCode).toBe(400);
        expect(wrongField.json().message).toBe('Please select an image of your PAN card to upload');

        const empty = await upload(Buffer.alloc(0));
        expect(empty.statusCode).toBe(400);
        expect(empty.json().message).toBe('Please select an image of your PAN card to upload');

        const notMultipart = await getApp().app.inject({
          method: 'POST',
          url: '/api/upload-pan-image',
          payload: { file: 'ABCPK1234Q' },
        });
        expect(notMultipart.statusCode).toBe(400);
        expect(notMultipart.json().message).toBe(
          'Please select an image of your PAN card to upload',
        );
      });

      it('serves concurrent uploads from one worker without mixing them up', async () => {
        const cards = [
          { panNumber: 'BNZPM2501F', holderName: 'MEERA NAIR' },
          { panNumber: 'CQXPS7342L', holderName: 'SANJAY GUPTA' },
          { panNumber: 'DRWPK9063H', holderName: 'FATIMA KHAN' },
        ];
        const responses = await Promise.all(
          cards.map(async (card) => (await upload(await panCardImage(card))).json()),
        );
        expect(responses.map((body) => [body.pan_number, body.holder_name])).toEqual(
          cards.map((card) => [card.panNumber, card.holderName]),
        );
      });
    });

    it('writes no PAN or name to the logs', async () => {
      const persona = await sandboxPersona(getApp().app, 'several-loans');
      await validate({ pan_number: persona.panNumber, holder_name: 'Wrong Name' });
      expectNoSecretsInLogs(getApp().logs, [
        persona.panNumber,
        persona.holderName,
        persona.holderName.toUpperCase(),
        UNKNOWN_PAN,
        'SUNITA RAO',
        'MEERA NAIR',
        'AAACR5055K',
        'ABCDE1234F',
        'QWEPT1111Z',
      ]);
    });
  });
});
