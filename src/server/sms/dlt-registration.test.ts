import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES as LANGUAGES } from '../../shared/languages.js';
import {
  dltTemplateGaps,
  registrationCsv,
  registrationJson,
  registrationRows,
} from './dlt-registration.js';

const context = { host: 'loandocs.in' };

/** The printed sheet with an id filled in for each template: what an operator registers. */
function registered() {
  const json = registrationJson(context);
  let id = 1_107_000_000_000_000_000n;
  for (const entry of Object.values(json)) entry.templateId = String(id++);
  return json;
}

describe('the DLT registration sheet', () => {
  it('lists every template with a blank id, in the shape SMS_DLT_TEMPLATES takes', () => {
    const json = registrationJson(context);
    // Four OTPs and the two Keep trying for me notices, each in every language.
    expect(Object.keys(json)).toHaveLength(6 * LANGUAGES.length);
    for (const [key, entry] of Object.entries(json)) {
      expect(entry.templateId).toBe('');
      if (key.startsWith('otp-')) expect(entry.text).toMatch(/\n@loandocs\.in #\{#var#\}$/);
      else expect(entry.text).toMatch(/ loandocs\.in$/);
    }
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining(['keep-trying-recovered.hi', 'keep-trying-gave-up.en']),
    );
  });

  it('prints CSV rows with the category, header, encoding and segments', () => {
    const csv = registrationCsv(context, 'LNDOCS').split('\r\n');
    expect(csv[0]).toBe(
      'key,kind,language,category,header,template_id,encoding,segments,characters,variables,text',
    );
    expect(csv[1]).toMatch(
      /^otp-bureau-consent\.en,otp-bureau-consent,en,Service Implicit,LNDOCS,,GSM-7,1,\d+,2,"\{#var#\} is your/,
    );
    const rows = registrationRows(context);
    expect(
      rows.filter((row) => row.language !== 'en').every((row) => row.encoding === 'UCS-2'),
    ).toBe(true);
    expect(rows.filter((row) => row.language === 'en').every((row) => row.segments === 1)).toBe(
      true,
    );
    expect(rows.find((row) => row.key === 'keep-trying-gave-up.en')).toMatchObject({
      category: 'Service Implicit',
      variables: 1,
    });
  });

  it('once ids are filled in, has no gaps', () => {
    expect(dltTemplateGaps(registered(), context)).toEqual([]);
  });

  it('names each gap: a missing template, a blank id, a text that would not match, an unknown key', () => {
    const json = registered();
    delete (json as Record<string, unknown>)['otp-sign-in.hi'];
    json['otp-batch-consent.en'] = {
      templateId: '',
      text: json['otp-batch-consent.en']?.text ?? '',
    };
    json['otp-bureau-consent.hi'] = {
      templateId: '1107000000000000099',
      text: '{#var#} क्रेडिट जाँच OTP है।\n@loandocs.in #{#var#}',
    };
    json['otp-bureau-consent.en'] = {
      templateId: '1107000000000000098',
      // Registered for another host: the WebOTP line would not match.
      text: '{#var#} is your Loan Documents OTP to allow a credit report check. Valid 5 min. Do not share it.\n@example.in #{#var#}',
    };
    json['welcome.en'] = { templateId: '1', text: 'Welcome' };
    const gaps = dltTemplateGaps(json, context);
    expect(gaps).toHaveLength(5);
    expect(gaps).toContainEqual(expect.stringMatching(/^otp-sign-in\.hi: no template registered/));
    expect(gaps).toContain('otp-batch-consent.en: templateId is blank');
    expect(gaps).toContainEqual(
      expect.stringMatching(/^otp-bureau-consent\.hi: the registered text does not match/),
    );
    expect(gaps).toContainEqual(
      expect.stringMatching(/^otp-bureau-consent\.en: the registered text does not match/),
    );
    expect(gaps).toContain('welcome.en: the product sends no such message');
  });
});
