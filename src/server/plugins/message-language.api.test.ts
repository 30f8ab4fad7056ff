import { describe, expect, it } from 'vitest';
import { sandboxPersona } from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';

const MISSING_TOKEN = 'Please verify your consent to continue.';

forEachApp((getApp) => {
  describe("the API's sentences in the web app's language", () => {
    it('answers a refused request in Hindi when Hindi is asked for, and in English otherwise', async () => {
      const { app } = getApp();
      const ask = (language?: string) =>
        app.inject({
          method: 'GET',
          url: '/api/loans',
          headers: language ? { 'accept-language': language } : {},
        });

      const hindi = await ask('hi');
      expect(hindi.statusCode).toBe(401);
      expect(hindi.json().message).toBe('आगे बढ़ने के लिए कृपया अपनी सहमति सत्यापित करें।');
      expect(hindi.headers.vary).toContain('Accept-Language');
      expect((await ask('hi-IN,hi;q=0.9,en;q=0.8')).json().message).toBe(
        'आगे बढ़ने के लिए कृपया अपनी सहमति सत्यापित करें।',
      );

      for (const language of [undefined, 'en', 'en-IN,hi;q=0.5', 'pa']) {
        const english = await ask(language);
        expect(english.statusCode).toBe(401);
        expect(english.json().message).toBe(MISSING_TOKEN);
      }
    });

    it('translates a message in a successful answer, and the not-found answer of the error handler', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const refused = await app.inject({
        method: 'POST',
        url: '/api/validate-pan',
        headers: { 'accept-language': 'hi' },
        payload: { pan_number: persona.panNumber, holder_name: 'SOMEONE ELSE' },
      });
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toMatchObject({
        is_valid: false,
        message:
          'यह नाम इस PAN के रिकॉर्ड से मेल नहीं खाता। कृपया नाम ठीक वैसा ही दर्ज करें जैसा आपके PAN कार्ड पर छपा है।',
      });

      const missing = await app.inject({
        method: 'GET',
        url: '/api/nothing-here',
        headers: { 'accept-language': 'hi' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, error: 'NOT_FOUND', message: 'नहीं मिला।' });
    });
  });
});
