import { describe, expect, it } from 'vitest';
import { wordsFromTsv } from './ocr.js';

describe('wordsFromTsv', () => {
  it('keeps the words (level 5) with their confidence', () => {
    const tsv = [
      '1\t1\t0\t0\t0\t0\t0\t0\t1000\t700\t-1\t',
      '4\t1\t1\t1\t1\t0\t210\t190\t300\t40\t-1\t',
      '5\t1\t1\t1\t1\t1\t210\t190\t300\t40\t88.41\tABCPK1234Q',
      '5\t1\t1\t1\t2\t1\t210\t240\t60\t20\t35\t/',
    ].join('\n');
    expect(wordsFromTsv(tsv)).toEqual([
      { text: 'ABCPK1234Q', confidence: 88.41 },
      { text: '/', confidence: 35 },
    ]);
    expect(wordsFromTsv(null)).toEqual([]);
  });
});
