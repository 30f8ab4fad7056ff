import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/messages.js';
import {
  DLT_VARIABLE_MAX_LENGTH,
  dltVariable,
  isOtpKind,
  matchesTemplate,
  NOTICE_SMS_KINDS,
  renderSms,
  SMS_KINDS,
  smsLength,
  smsTemplate,
  smsTemplates,
} from './sms-templates.js';

const context = { host: 'loandocs.in' };

describe('SMS templates', () => {
  it('exist for every kind in English and Hindi, each OTP ending with the WebOTP line', () => {
    expect(smsTemplates(context).map((template) => template.key)).toEqual(
      SMS_KINDS.flatMap((kind) => LANGUAGES.map((language) => `${kind}.${language}`)),
    );
    for (const template of smsTemplates(context).filter((each) => isOtpKind(each.kind))) {
      expect(template.text.split('\n').at(-1)).toBe('@loandocs.in #{#var#}');
      expect(template.text.split('{#var#}')).toHaveLength(template.slots.length + 1);
    }
  });

  it('render the code first and last, the bank named, in both languages', () => {
    const en = renderSms(
      'otp-lender-consent',
      'en',
      { code: '042917', bank: 'HDFC Bank' },
      context,
    );
    expect(en.text).toBe(
      '042917 is your Loan Documents OTP to approve a document request to HDFC Bank. Valid 5 min. Do not share it.\n@loandocs.in #042917',
    );
    expect(en.variables).toEqual(['042917', 'HDFC Bank', '042917']);
    const hi = renderSms('otp-sign-in', 'hi', { code: '042917' }, context);
    expect(hi.text).toBe('042917 साइन इन OTP। किसी को न बताएँ।\n@loandocs.in #042917');
    expect(renderSms('otp-lender-consent', 'hi', { code: '1' }, context).text).toContain('आपके बैंक');
  });

  it('put the Android app hash on the line before the WebOTP line', () => {
    const text = renderSms(
      'otp-sign-in',
      'en',
      { code: '123456' },
      {
        ...context,
        androidAppHash: 'FA+9qCX9VSu',
      },
    ).text;
    expect(text.split('\n').slice(-2)).toEqual(['FA+9qCX9VSu', '@loandocs.in #123456']);
  });

  it('render texts that match their own templates, and only those', () => {
    for (const template of smsTemplates(context).filter((each) => isOtpKind(each.kind))) {
      const rendered = renderSms(
        template.kind,
        template.language,
        { code: '987654', bank: 'Axis Bank' },
        context,
      );
      expect(matchesTemplate(template.text, rendered.text)).toBe(true);
      expect(matchesTemplate(template.text, rendered.text.replace('OTP', 'OTP now'))).toBe(false);
      expect(matchesTemplate(template.text, rendered.text.replace('\n@', '\n@x'))).toBe(false);
    }
    const lender = smsTemplate('otp-lender-consent', 'en', context).text;
    const tooLong = renderSms(
      'otp-lender-consent',
      'en',
      { code: '1', bank: 'x'.repeat(30) },
      context,
    ).text;
    expect(matchesTemplate(lender, tooLong)).toBe(true);
    expect(matchesTemplate(lender, tooLong.replace('x'.repeat(30), 'x'.repeat(31)))).toBe(false);
  });

  it('cut a lender name to DLT’s 30 characters at a word', () => {
    expect(dltVariable('Mahindra & Mahindra Financial Services')).toBe(
      'Mahindra & Mahindra Financial',
    );
    expect(dltVariable('HDFC  Bank ')).toBe('HDFC Bank');
    expect(dltVariable('x'.repeat(40))).toHaveLength(30);
  });
});

describe('SMS length', () => {
  it('counts GSM-7 septets, two for the extension table, 160 to one segment and 153 after', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
    expect(smsLength('€[]').units).toBe(6);
    expect(smsLength('').segments).toBe(0);
  });

  it('counts UCS-2 once any character is outside GSM-7: 70, then 67 each', () => {
    expect(smsLength('क'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsLength('क'.repeat(71)).segments).toBe(2);
    expect(smsLength('क'.repeat(134)).segments).toBe(2);
    expect(smsLength('क'.repeat(135)).segments).toBe(3);
    expect(smsLength(`${'a'.repeat(60)}₹`).encoding).toBe('UCS-2');
  });

  it('fits every OTP in one segment in every language, the lender’s by name in English', () => {
    for (const template of smsTemplates(context).filter((each) => isOtpKind(each.kind))) {
      const longest = renderSms(
        template.kind,
        template.language,
        { code: '000000', bank: 'x'.repeat(30) },
        context,
      );
      const typical = renderSms(
        template.kind,
        template.language,
        { code: '000000', bank: 'HDFC Bank' },
        context,
      );
      const expected = template.language === 'en' ? 'GSM-7' : 'UCS-2';
      expect(smsLength(longest.text).encoding, template.key).toBe(expected);
      if (template.kind === 'otp-lender-consent' && template.language !== 'en') {
        // The older per-bank flow names the bank: a long name takes a second UCS-2 segment.
        expect(smsLength(typical.text).segments, template.key).toBe(1);
      } else {
        expect(smsLength(longest.text).segments, template.key).toBe(1);
      }
    }
  });
});

describe('Keep trying for me notices', () => {
  const longBank = 'Mahindra & Mahindra Financial Services';

  it('are registered in every language, the bank their one {#var#}, with no code and no WebOTP line', () => {
    for (const kind of NOTICE_SMS_KINDS) {
      for (const language of LANGUAGES) {
        const template = smsTemplate(kind, language, context);
        expect(template.key).toBe(`${kind}.${language}`);
        expect(template.slots).toEqual(['bank']);
        expect(template.text.split('{#var#}')).toHaveLength(2);
        expect(template.text).not.toContain('\n');
        expect(template.text).not.toMatch(/OTP|#\{#var#\}|@loandocs/);
        // The host is fixed text, as registered: the borrower knows where to look.
        expect(template.text.endsWith(' loandocs.in')).toBe(true);
      }
    }
    expect(smsTemplates(context).map((template) => template.key)).toEqual(
      expect.arrayContaining([
        'keep-trying-recovered.en',
        'keep-trying-recovered.hi',
        'keep-trying-gave-up.en',
        'keep-trying-gave-up.hi',
        'keep-trying-recovered.mr',
        'keep-trying-gave-up.mr',
        'keep-trying-recovered.te',
        'keep-trying-gave-up.te',
        'keep-trying-recovered.bn',
        'keep-trying-gave-up.bn',
        'keep-trying-recovered.ta',
        'keep-trying-gave-up.ta',
      ]),
    );
  });

  it('say the documents are ready, or that we stopped and to contact the bank, naming only the bank', () => {
    expect(
      renderSms('keep-trying-recovered', 'en', { bank: 'IDFC FIRST Bank' }, context).text,
    ).toBe(
      'Loan Documents: we kept trying IDFC FIRST Bank and your documents are ready. See them at loandocs.in',
    );
    expect(renderSms('keep-trying-gave-up', 'en', { bank: 'IDFC FIRST Bank' }, context).text).toBe(
      'Loan Documents: we kept trying IDFC FIRST Bank but it did not send your documents, so we stopped. Please contact the bank. loandocs.in',
    );
    expect(
      renderSms('keep-trying-recovered', 'hi', { bank: 'IDFC FIRST Bank' }, context).text,
    ).toBe('लोन दस्तावेज़: IDFC FIRST Bank से आपके दस्तावेज़ आ गए। देखें loandocs.in');
    expect(renderSms('keep-trying-gave-up', 'hi', { bank: 'IDFC FIRST Bank' }, context).text).toBe(
      'लोन दस्तावेज़: IDFC FIRST Bank ने दस्तावेज़ नहीं भेजे, हमने कोशिश बंद की। कृपया बैंक से संपर्क करें। loandocs.in',
    );
    expect(
      renderSms('keep-trying-recovered', 'mr', { bank: 'IDFC FIRST Bank' }, context).text,
    ).toBe('कर्ज दस्तऐवज: IDFC FIRST Bank कडून तुमचे दस्तऐवज आले. पाहा loandocs.in');
    expect(renderSms('keep-trying-gave-up', 'mr', { bank: 'IDFC FIRST Bank' }, context).text).toBe(
      'कर्ज दस्तऐवज: IDFC FIRST Bank ने दस्तऐवज पाठवले नाहीत, प्रयत्न थांबवले. बँकेशी संपर्क साधा. loandocs.in',
    );
    expect(renderSms('otp-sign-in', 'mr', { code: '123456' }, context).text).toBe(
      '123456 साइन इन OTP. कोणालाही सांगू नका.\n@loandocs.in #123456',
    );
    expect(
      renderSms('keep-trying-recovered', 'te', { bank: 'IDFC FIRST Bank' }, context).text,
    ).toBe('రుణ పత్రాలు: IDFC FIRST Bank నుండి మీ పత్రాలు వచ్చాయి. చూడండి loandocs.in');
    expect(renderSms('keep-trying-gave-up', 'te', { bank: 'IDFC FIRST Bank' }, context).text).toBe(
      'రుణ పత్రాలు: IDFC FIRST Bank మీ పత్రాలు పంపలేదు, ప్రయత్నం ఆపాము. దయచేసి బ్యాంకును సంప్రదించండి. loandocs.in',
    );
    expect(renderSms('otp-sign-in', 'te', { code: '123456' }, context).text).toBe(
      '123456 సైన్ ఇన్ OTP. ఎవరికీ చెప్పకండి.\n@loandocs.in #123456',
    );
    expect(renderSms('otp-lender-consent', 'te', { code: '1' }, context).text).toContain('మీ బ్యాంకు');
    expect(
      renderSms('keep-trying-recovered', 'bn', { bank: 'IDFC FIRST Bank' }, context).text,
    ).toBe('ঋণের নথি: IDFC FIRST Bank থেকে আপনার নথি এসেছে। দেখুন loandocs.in');
    expect(renderSms('keep-trying-gave-up', 'bn', { bank: 'IDFC FIRST Bank' }, context).text).toBe(
      'ঋণের নথি: IDFC FIRST Bank নথি পাঠায়নি, আমরা চেষ্টা বন্ধ করেছি। ব্যাংকের সঙ্গে যোগাযোগ করুন। loandocs.in',
    );
    expect(renderSms('otp-sign-in', 'bn', { code: '123456' }, context).text).toBe(
      '123456 সাইন ইন OTP। কাউকে বলবেন না।\n@loandocs.in #123456',
    );
    expect(renderSms('otp-lender-consent', 'bn', { code: '1' }, context).text).toContain(
      'আপনার ব্যাংক',
    );
    expect(
      renderSms('keep-trying-recovered', 'ta', { bank: 'IDFC FIRST Bank' }, context).text,
    ).toBe('கடன் ஆவணங்கள்: IDFC FIRST Bank அனுப்பிய ஆவணங்கள் தயார். பார்க்க loandocs.in');
    expect(renderSms('keep-trying-gave-up', 'ta', { bank: 'IDFC FIRST Bank' }, context).text).toBe(
      'கடன் ஆவணங்கள்: IDFC FIRST Bank ஆவணங்களை அனுப்பவில்லை, கேட்பதை நிறுத்தினோம். வங்கியை அணுகவும். loandocs.in',
    );
    expect(renderSms('otp-sign-in', 'ta', { code: '123456' }, context).text).toBe(
      '123456 உள்நுழைவு OTP. யாரிடமும் பகிராதீர்.\n@loandocs.in #123456',
    );
    // No code is asked for, and none can be put in.
    const rendered = renderSms(
      'keep-trying-recovered',
      'en',
      { code: '123456', bank: 'HDFC Bank' },
      context,
    );
    expect(rendered.variables).toEqual(['HDFC Bank']);
    expect(rendered.text).not.toContain('123456');
  });

  it('keep the bank within DLT’s 30 characters, and match their templates only so', () => {
    for (const kind of NOTICE_SMS_KINDS) {
      for (const language of LANGUAGES) {
        const template = smsTemplate(kind, language, context);
        const rendered = renderSms(kind, language, { bank: longBank }, context);
        expect(rendered.variables).toEqual(['Mahindra & Mahindra Financial']);
        expect(rendered.variables.every((value) => value.length <= DLT_VARIABLE_MAX_LENGTH)).toBe(
          true,
        );
        expect(matchesTemplate(template.text, rendered.text)).toBe(true);
        expect(
          matchesTemplate(template.text, rendered.text.replace(longBank.slice(0, 29), longBank)),
        ).toBe(false);
        // Fixed text is fixed: a changed word or another host is not what was registered.
        expect(
          matchesTemplate(template.text, rendered.text.replace('loandocs.in', 'example.in')),
        ).toBe(false);
        expect(matchesTemplate(template.text, `${rendered.text} Account XX1234`)).toBe(false);
      }
    }
  });

  it('fit one GSM-7 segment in English and two UCS-2 segments in every other language, with an 18-character host', () => {
    const longHost = { host: 'x'.repeat(18) };
    for (const kind of NOTICE_SMS_KINDS) {
      const bank = 'x'.repeat(DLT_VARIABLE_MAX_LENGTH);
      const en = smsLength(renderSms(kind, 'en', { bank }, longHost).text);
      expect(en.encoding, kind).toBe('GSM-7');
      expect(en.segments, kind).toBe(1);
      for (const language of LANGUAGES.filter((each) => each !== 'en')) {
        const length = smsLength(renderSms(kind, language, { bank }, longHost).text);
        expect(length.encoding, `${kind}.${language}`).toBe('UCS-2');
        expect(length.segments, `${kind}.${language}`).toBeLessThanOrEqual(2);
      }
    }
    // With a short bank name and host, the good news fits one segment in every language.
    for (const language of LANGUAGES) {
      expect(
        smsLength(renderSms('keep-trying-recovered', language, { bank: 'HDFC Bank' }, context).text)
          .segments,
        language,
      ).toBe(1);
    }
  });
});
