import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { approvedBatch, batchBorrower, endedBatch } from '../../../tests/support/batch-journey.js';
import { bearer, borrowerAddress, sandboxPersona } from '../../../tests/support/borrower.js';
import { readsIndianLetters } from '../../../tests/support/letter-text.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { Loan } from '../../shared/api/loans.js';
import { amountsIn, extractPdfText, unspaced } from '../pdf/testing/pdf-text.js';

/**
 * A letter the app writes for the borrower comes in the borrower's language: the charges letter
 * asked for with Accept-Language: hi is in Hindi, with mr in Marathi, with te in Telugu, with bn
 * in Bengali, the same letter asked for without the header is in English, and all ask for the
 * same amounts under the same file name.
 */

function chargesLetter(app: FastifyInstance, token: string, loanId: string, language?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/loans/${encodeURIComponent(loanId)}/charges-letter`,
    remoteAddress: borrowerAddress(),
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
  });
}

const readable = await readsIndianLetters('the charges letter in the borrower’s language');

forEachApp((getApp) => {
  describe.skipIf(!readable)('the charges letter in the borrower’s language', () => {
    it('is in Hindi when the request asks for Hindi, and in English without Accept-Language', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'unexpected-charges');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const [home] = borrower.loans as [Loan];
      const batchId = await approvedBatch(app, borrower, ['statement_of_account']);
      expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');

      const hindi = await chargesLetter(app, borrower.accessToken, home.loanId, 'hi-IN,hi;q=0.9');
      expect(hindi.statusCode, hindi.body).toBe(200);
      expect(hindi.headers.vary).toContain('Accept-Language');
      const english = await chargesLetter(app, borrower.accessToken, home.loanId);
      expect(english.statusCode, english.body).toBe(200);
      expect(hindi.headers['content-disposition']).toBe(english.headers['content-disposition']);

      const hindiText = (await extractPdfText(hindi.rawPayload)).text;
      const englishText = (await extractPdfText(english.rawPayload)).text;
      expect(unspaced(hindiText)).toContain(
        unspaced('सेवा में, शिकायत निवारण अधिकारी LIC Housing Finance'),
      );
      expect(unspaced(hindiText)).toContain(unspaced(`आवास ऋण खाता ${home.accountId}`));
      expect(unspaced(hindiText)).toContain(unspaced('आपसे अनुरोध है कि इन शुल्कों को रिवर्स करें'));
      expect(hindiText).not.toContain('Dear Sir or Madam');
      expect(englishText).toContain('Dear Sir or Madam,');
      expect(englishText).not.toContain('महोदय');
      expect(amountsIn(hindiText).sort()).toEqual(amountsIn(englishText).sort());
      expect(amountsIn(hindiText)).toContain(11_210_00);

      // Marathi, asked for as a browser set to Marathi asks: the same amounts, in Marathi words.
      const marathi = await chargesLetter(
        app,
        borrower.accessToken,
        home.loanId,
        'mr-IN,mr;q=0.9,en-IN;q=0.8,en;q=0.7',
      );
      expect(marathi.statusCode, marathi.body).toBe(200);
      expect(marathi.headers['content-disposition']).toBe(english.headers['content-disposition']);
      const marathiText = (await extractPdfText(marathi.rawPayload)).text;
      expect(unspaced(marathiText)).toContain(
        unspaced('प्रति, तक्रार निवारण अधिकारी LIC Housing Finance'),
      );
      expect(unspaced(marathiText)).toContain(unspaced(`गृहकर्ज खाते ${home.accountId}`));
      expect(unspaced(marathiText)).toContain(unspaced('आपणास विनंती आहे की ही शुल्के रद्द करून'));
      expect(marathiText).not.toContain('Dear Sir or Madam');
      expect(marathiText).not.toContain('सेवा में');
      expect(amountsIn(marathiText).sort()).toEqual(amountsIn(englishText).sort());

      // Telugu, asked for as a browser set to Telugu asks: the same amounts, in Telugu words.
      const telugu = await chargesLetter(
        app,
        borrower.accessToken,
        home.loanId,
        'te-IN,te;q=0.9,en-IN;q=0.8,en;q=0.7',
      );
      expect(telugu.statusCode, telugu.body).toBe(200);
      expect(telugu.headers['content-disposition']).toBe(english.headers['content-disposition']);
      const teluguText = (await extractPdfText(telugu.rawPayload)).text;
      expect(unspaced(teluguText)).toContain(
        unspaced('గౌరవనీయులైన ఫిర్యాదుల పరిష్కార అధికారి గారికి, LIC Housing Finance'),
      );
      expect(unspaced(teluguText)).toContain(unspaced(`గృహ రుణం ఖాతా ${home.accountId}`));
      expect(unspaced(teluguText)).toContain(unspaced('ఈ ఛార్జీలను రద్దు చేసి,'));
      expect(teluguText).not.toContain('Dear Sir or Madam');
      expect(teluguText).not.toMatch(/[\u0900-\u097F]/);
      expect(amountsIn(teluguText).sort()).toEqual(amountsIn(englishText).sort());

      // Bengali: the same amounts; its words checked as far as they read back from the PDF
      // (see letters.bengali.test.ts).
      const bengali = await chargesLetter(
        app,
        borrower.accessToken,
        home.loanId,
        'bn-IN,bn;q=0.9,en-IN;q=0.8,en;q=0.7',
      );
      expect(bengali.statusCode, bengali.body).toBe(200);
      expect(bengali.headers['content-disposition']).toBe(english.headers['content-disposition']);
      const bengaliText = (await extractPdfText(bengali.rawPayload)).text;
      expect(unspaced(bengaliText)).toContain(
        unspaced('অভিযোগ নিষ্পত্তি আধিকারিক LIC Housing Finance'),
      );
      expect(bengaliText).not.toContain('Dear Sir or Madam');
      expect(bengaliText).not.toContain('सेवा में');
      expect(amountsIn(bengaliText).sort()).toEqual(amountsIn(englishText).sort());
    });

    it('says the API’s sentences in the best language the request asks for', async () => {
      const { app } = getApp();
      const notFound = (language: string) =>
        app.inject({
          method: 'GET',
          url: '/api/no-such-route',
          remoteAddress: borrowerAddress(),
          headers: { 'accept-language': language },
        });
      for (const [header, sentence] of [
        ['mr', 'सापडले नाही.'],
        ['mr-IN,en;q=0.5', 'सापडले नाही.'],
        ['ta-IN,mr;q=0.8,hi;q=0.5', 'सापडले नाही.'],
        ['te-IN,en;q=0.5', 'కనబడలేదు.'],
        ['en;q=0.3,te;q=0.6,hi;q=0.5', 'కనబడలేదు.'],
        ['bn-IN,en;q=0.5', 'পাওয়া যায়নি।'],
        ['fr,bn;q=0.8,mr;q=0.5', 'পাওয়া যায়নি।'],
        ['en;q=0.4,hi;q=0.9', 'नहीं मिला।'],
        ['fr-FR', 'Not found.'],
      ] as const) {
        const answer = await notFound(header);
        expect(answer.statusCode, header).toBe(404);
        expect(answer.json().message, header).toBe(sentence);
      }
    });
  });
});
