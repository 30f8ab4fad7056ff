import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptLetters, TRANSLATED_LANGUAGES } from '../../shared/languages.js';
import { languageOf, MESSAGES, type MessageKey, render, sentence } from './messages.js';

/** Every source file of the server and the shared contracts, tests and this catalogue left out. */
async function sourceTexts(): Promise<string> {
  const texts: string[] = [];
  for (const root of ['src/server', 'src/shared']) {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.includes('.test.')) continue;
      const file = path.join(entry.parentPath, entry.name);
      // The catalogue itself: the English sentences and each language's table.
      if (path.dirname(file).endsWith(path.join('server', 'i18n'))) continue;
      texts.push(await readFile(file, 'utf8'));
    }
  }
  return texts.join('\n');
}

/** Parameters that fit any sentence of the catalogue, for rendering each once. */
const SAMPLE = {
  phone: '+91 XXXXXX2237',
  bank: 'HDFC Bank',
  banks: ['HDFC Bank', 'ICICI Bank'],
  seconds: 2,
  minutes: 3,
  time: '3:45 pm',
  attemptsLeft: 2,
  count: 2,
  documents: 4,
  maximum: 5,
  minimum: 2,
  field: 'pan_number',
  folder: 'hdfc-bank',
  fields: 'a, b',
  type: 'string',
  values: 'x, y',
  limit: '64 KB',
  loanId: 'LN0000000001',
  code: '123456',
  approves: 'bureau',
  purpose: 'bureau-report',
  documentType: 'statement_of_account',
  account: 'XXXX1234',
  everywhere: 1,
  letter: 'D',
  holderType: 'C',
};

describe('the sentence catalogue', () => {
  it('says every sentence in English and in each other language', () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      const said = { key, params: SAMPLE };
      expect(render(said, 'en'), key).toMatch(/^[\x20-\x7E\u2014\u20B9]+$/);
      for (const language of TRANSLATED_LANGUAGES) {
        expect(render(said, language), `${key} in ${language}`).toMatch(scriptLetters(language));
      }
    }
  });

  it('writes Marathi, not Hindi: no sentence is the same in both, and none ends with a danda', () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      const said = { key, params: SAMPLE };
      const marathi = render(said, 'mr');
      if (key !== 'documentOfBank') expect(marathi, key).not.toBe(render(said, 'hi'));
      expect(marathi, key).not.toContain('।');
    }
  });

  it('writes Tamil in Tamil letters alone: no Devanagari, and no danda', () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      const tamil = render({ key, params: SAMPLE }, 'ta');
      expect(tamil, key).not.toMatch(/[\u0900-\u097F]/);
    }
  });

  it('holds only sentences the API really says', async () => {
    const sources = await sourceTexts();
    for (const key of Object.keys(MESSAGES)) {
      // A sentence nobody names any more would be kept, and translated, for nothing.
      expect(sources, key).toContain(`'${key}'`);
    }
  });

  it('carries numbers, masked phones and bank names into either language', () => {
    expect(render(sentence('otpIncorrect', { attemptsLeft: 3 }), 'hi')).toBe(
      'गलत OTP। आपके पास 3 प्रयास बचे हैं।',
    );
    expect(render(sentence('otpIncorrect', { attemptsLeft: 1 }), 'en')).toBe(
      'Incorrect OTP. You have 1 attempt left.',
    );
    expect(render(sentence('otpIncorrect', { attemptsLeft: 1 }), 'hi')).toBe(
      'गलत OTP। आपके पास 1 प्रयास बचा है।',
    );
    expect(render(sentence('otpIncorrect', { attemptsLeft: 0 }), 'hi')).toBe(
      'गलत OTP। आपके पास कोई प्रयास नहीं बचा है। कृपया नया OTP मँगाएँ।',
    );
    expect(render(sentence('otpCooldown', { seconds: 42 }), 'hi')).toBe(
      'नया OTP मँगाने से पहले कृपया 42 सेकंड रुकें।',
    );
    expect(render(sentence('lenderUnavailable', { bank: 'Axis Bank' }), 'hi')).toBe(
      'Axis Bank अभी जवाब नहीं दे रहा है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
    );
    expect(render(sentence('mobileNotOnRecord', { phone: '+91 XXXXXX2237' }), 'hi')).toContain(
      'क्रेडिट ब्यूरो के पास इस PAN के लिए +91 XXXXXX2237 दर्ज है',
    );
  });

  it('carries numbers and bank names into Marathi', () => {
    expect(render(sentence('otpIncorrect', { attemptsLeft: 3 }), 'mr')).toBe(
      'चुकीचा OTP. तुमचे 3 प्रयत्न शिल्लक आहेत.',
    );
    expect(render(sentence('otpIncorrect', { attemptsLeft: 1 }), 'mr')).toBe(
      'चुकीचा OTP. तुमचे 1 प्रयत्न शिल्लक आहे.',
    );
    expect(render(sentence('lenderUnavailable', { bank: 'Axis Bank' }), 'mr')).toBe(
      'Axis Bank कडून आत्ता प्रतिसाद मिळत नाही. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.',
    );
    expect(
      render(
        sentence('batchSomeBanksFailed', { banks: ['A', 'B', 'C'], ready: 1, total: 4 }),
        'mr',
      ),
    ).toContain('4 पैकी 1 बँक तयार. A, B आणि C कडून');
  });

  it('writes Telugu in Telugu letters with a full stop, never Devanagari or the danda', () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      expect(render({ key, params: SAMPLE }, 'te'), key).not.toMatch(/[\u0900-\u097F]/);
    }
  });

  it('carries numbers and bank names into Telugu', () => {
    expect(render(sentence('otpIncorrect', { attemptsLeft: 3 }), 'te')).toBe(
      'OTP తప్పు. మీకు ఇంకా 3 ప్రయత్నాలు మిగిలి ఉన్నాయి.',
    );
    expect(render(sentence('otpIncorrect', { attemptsLeft: 1 }), 'te')).toBe(
      'OTP తప్పు. మీకు ఇంకా 1 ప్రయత్నం మిగిలి ఉంది.',
    );
    expect(render(sentence('lenderUnavailable', { bank: 'Axis Bank' }), 'te')).toBe(
      'Axis Bank ప్రస్తుతం స్పందించడం లేదు. దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.',
    );
    expect(
      render(
        sentence('batchSomeBanksFailed', { banks: ['A', 'B', 'C'], ready: 1, total: 4 }),
        'te',
      ),
    ).toContain('4 బ్యాంకులలో 1 సిద్ధం. A, B మరియు C నుండి');
  });

  it('carries numbers and bank names into Bengali, a count with its classifier', () => {
    expect(render(sentence('otpIncorrect', { attemptsLeft: 3 }), 'bn')).toBe(
      'ভুল OTP। আপনার আর 3 বার চেষ্টা বাকি আছে।',
    );
    expect(render(sentence('lenderUnavailable', { bank: 'Axis Bank' }), 'bn')).toBe(
      'Axis Bank এখন সাড়া দিচ্ছে না। অনুগ্রহ করে কয়েক মিনিট পরে আবার চেষ্টা করুন।',
    );
    expect(render(sentence('documentsRetrieved', { count: 4, bank: 'HDFC Bank' }), 'bn')).toBe(
      'HDFC Bank থেকে 4টি নথি পাওয়া গেছে',
    );
    expect(
      render(
        sentence('batchSomeBanksFailed', { banks: ['A', 'B', 'C'], ready: 1, total: 4 }),
        'bn',
      ),
    ).toContain('4টির মধ্যে 1টি ব্যাংকের নথি তৈরি। A, B ও C থেকে');
  });

  it('writes Bengali, not Hindi or Marathi: the dari, never a full stop, ends a sentence', () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      const bengali = render({ key, params: SAMPLE }, 'bn');
      expect(bengali, key).not.toMatch(/[\u0900-\u0963\u0966-\u097F]/);
      expect(bengali, key).not.toMatch(/[\u0980-\u09FF]\.(\s|$)/);
    }
  });

  it('carries numbers and bank names into Tamil', () => {
    expect(render(sentence('otpIncorrect', { attemptsLeft: 3 }), 'ta')).toBe(
      'தவறான OTP. இன்னும் 3 முயற்சிகள் உள்ளன.',
    );
    expect(render(sentence('otpIncorrect', { attemptsLeft: 1 }), 'ta')).toBe(
      'தவறான OTP. இன்னும் 1 முயற்சி மட்டுமே உள்ளது.',
    );
    expect(render(sentence('lenderUnavailable', { bank: 'Axis Bank' }), 'ta')).toBe(
      'Axis Bank-இடமிருந்து இப்போது பதில் வரவில்லை. சில நிமிடங்கள் கழித்து மீண்டும் முயலவும்.',
    );
    expect(
      render(
        sentence('batchSomeBanksFailed', { banks: ['A', 'B', 'C'], ready: 1, total: 4 }),
        'ta',
      ),
    ).toContain('4 வங்கிகளில் 1 தயார். A, B மற்றும் C ஆகியவற்றிடமிருந்து');
  });

  it('is chosen as the best supported language the request asks for, else English', () => {
    expect(languageOf('hi')).toBe('hi');
    expect(languageOf('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageOf('HI')).toBe('hi');
    expect(languageOf('mr')).toBe('mr');
    expect(languageOf('mr-IN')).toBe('mr');
    expect(languageOf('mr-IN,mr;q=0.9,en-IN;q=0.8,en;q=0.7')).toBe('mr');
    expect(languageOf('te')).toBe('te');
    expect(languageOf('te-IN,te;q=0.9,en;q=0.8')).toBe('te');
    expect(languageOf('hi;q=0.5,te;q=0.7')).toBe('te');
    expect(languageOf('bn')).toBe('bn');
    expect(languageOf('bn-IN,bn;q=0.9,en-IN;q=0.8,en;q=0.7')).toBe('bn');
    expect(languageOf('hi;q=0.5,bn;q=0.8')).toBe('bn');
    // q-values outrank the order; an unsupported language is passed over.
    expect(languageOf('en;q=0.5,mr;q=0.9')).toBe('mr');
    expect(languageOf('ta-IN,mr;q=0.8,en;q=0.5')).toBe('ta');
    expect(languageOf('ta')).toBe('ta');
    expect(languageOf('en;q=0.5,ta-IN;q=0.9')).toBe('ta');
    expect(languageOf('pa-IN,mr;q=0.8,en;q=0.5')).toBe('mr');
    expect(languageOf('fr,hi;q=0.4')).toBe('hi');
    // A language refused with q=0 is not chosen.
    expect(languageOf('mr;q=0,hi;q=0.3')).toBe('hi');
    for (const header of [
      'en',
      'en-IN,hi;q=0.9',
      'hil',
      'mrx',
      'bnx',
      'fr',
      '*',
      'mr;q=0',
      '',
      undefined,
    ]) {
      expect(languageOf(header), String(header)).toBe('en');
    }
  });
});
