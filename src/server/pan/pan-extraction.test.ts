import { describe, expect, it } from 'vitest';
import {
  combinePanCandidates,
  extractHolderName,
  extractPanCardFields,
  extractPanNumber,
  isCertain,
  nameFromLine,
  panCandidates,
  repairPanCandidate,
} from './pan-extraction.js';

/** OCR output of real-looking cards: Hindi labels come out as Latin noise. */
const CURRENT_CARD = `eR frum HRA TER
INCOME TAX DEPARTMEN GOVT. OF INDIA

wrt over Tee wr
Permanent Account Number Card

ABCPK1234Q

a™ / Name

ANJALI KAPOOR

foram &1 9m / Father's Name

RAMESH KUMAR SHARMA

S11 &Y aia / Date of Birth
14/08/1986

ZN

FER / Signature
`;

const OLDER_CARD = `RA TER

maa fav
INCOME TAX DEPARTMEN GOVT. OF INDIA

ANJALI KAPOOR
RAMESH KUMAR SHARMA

14/08/1986

Permanent Account Number

ABCPK1234Q
`;

describe('repairPanCandidate', () => {
  it('keeps a PAN read exactly', () => {
    expect(repairPanCandidate('ABCPK1234Q')).toEqual({ pan: 'ABCPK1234Q', repairs: 0 });
  });

  it('repairs look-alikes by position: digits where letters belong and the reverse', () => {
    expect(repairPanCandidate('A8CPK12E4Q')).toBeNull();
    expect(repairPanCandidate('A8CPKI234Q')).toEqual({ pan: 'ABCPK1234Q', repairs: 2 });
    expect(repairPanCandidate('0BCPKIZ34Q')).toEqual({ pan: 'OBCPK1234Q', repairs: 3 });
    expect(repairPanCandidate('ABCPKL2G4Q')).toEqual({ pan: 'ABCPK1264Q', repairs: 2 });
    expect(repairPanCandidate('ABCPKO2B46')).toEqual({ pan: 'ABCPK0284G', repairs: 3 });
    expect(repairPanCandidate('5BCPK1234Q')).toEqual({ pan: 'SBCPK1234Q', repairs: 1 });
  });

  it('refuses shapes no repair can make a PAN of', () => {
    expect(repairPanCandidate('ABCPK1234')).toBeNull();
    expect(repairPanCandidate('ABCPKXYZWQ')).toBeNull();
    // Four repairs are more guess than reading.
    expect(repairPanCandidate('0BCPKIZSGQ')).toBeNull();
  });

  it('requires a holder type as the 4th letter', () => {
    expect(repairPanCandidate('ABCDE1234F')).toBeNull();
    expect(repairPanCandidate('ABC8K1234Q')).toEqual({ pan: 'ABCBK1234Q', repairs: 1 });
  });
});

describe('extractPanNumber', () => {
  it('finds the PAN on a current card and on an older one', () => {
    expect(extractPanNumber(CURRENT_CARD)).toBe('ABCPK1234Q');
    expect(extractPanNumber(OLDER_CARD)).toBe('ABCPK1234Q');
  });

  it('repairs confusables in the PAN line', () => {
    expect(extractPanNumber('Permanent Account Number Card\nA8CPKI2E4Q\n')).toBeNull();
    expect(extractPanNumber('Permanent Account Number Card\nABCPKIZ34O\n')).toBe('ABCPK1234O');
    expect(extractPanNumber('Permanent Account Number Card\nAB0PK1Z3SQ\n')).toBe('ABOPK1235Q');
  });

  it('reads symbols OCR makes of letters: | and l for I, ) for J', () => {
    expect(extractPanNumber('XHWPK0014)')).toBe('XHWPK0014J');
    expect(extractPanNumber('SJZPR9344l')).toBe('SJZPR9344I');
    expect(extractPanNumber('|BCPK1234Q')).toBe('IBCPK1234Q');
  });

  it('joins a PAN split by a stray space, and drops a doubled look-alike', () => {
    expect(extractPanNumber('noise\nABCPK 1234Q\nmore noise')).toBe('ABCPK1234Q');
    expect(extractPanNumber('GLRPMO0751V')).toBe('GLRPM0751V');
    expect(extractPanNumber('QTUPMS8550B')).toBe('QTUPM8550B');
  });

  it('ignores dates, names and header words around it', () => {
    expect(extractPanNumber('INCOME TAX DEPARTMENT\nRAMESH KUMAR\n14/08/1986\n')).toBeNull();
    expect(extractPanNumber('AMIT SHARMA')).toBeNull();
  });

  it('prefers a PAN read exactly over one that needs repairs', () => {
    expect(extractPanNumber('ABCPKI234Q\nPermanent Account Number\nXYZPK9876A')).toBe('XYZPK9876A');
  });
});

describe('candidates from two readings', () => {
  it('is certain only of an exact read without a rival', () => {
    expect(isCertain(panCandidates('ABCPK1234Q'))).toBe(true);
    expect(isCertain(panCandidates('ABCPKI234Q'))).toBe(false);
    expect(isCertain(panCandidates('ZOVPRY9638A'))).toBe(false);
    expect(isCertain(panCandidates(''))).toBe(false);
  });

  it('doubts a PAN-shaped word the OCR itself was unsure of', () => {
    const text = 'Permanent Account Number\nHRYPG5836E';
    expect(isCertain(panCandidates(text, new Map([['HRYPG5836E', 92]])))).toBe(true);
    const doubtful = panCandidates(text, new Map([['HRYPG5836E', 25]]));
    expect(doubtful[0]).toMatchObject({ pan: 'HRYPG5836E', cost: 0, confidence: 25 });
    expect(isCertain(doubtful)).toBe(false);
    // A confident second reading beats a doubtful first one.
    const confident = panCandidates(
      'Permanent Account Number\nHRYPM5836E',
      new Map([['HRYPM5836E', 91]]),
    );
    expect(combinePanCandidates(doubtful, confident)).toBe('HRYPM5836E');
  });

  it('lets the reading both passes agree on win', () => {
    // "RY": one reading cannot tell which letter is extra; the second reading settles it.
    const first = panCandidates('Permanent Account Number\nZOVPRY9638A');
    expect(first.map((candidate) => candidate.pan).sort()).toEqual(['ZOVPR9638A', 'ZOVPY9638A']);
    expect(combinePanCandidates(first, panCandidates('ZOVPR9638A'))).toBe('ZOVPR9638A');
    expect(combinePanCandidates(first, panCandidates('nothing here'))).toMatch(/^ZOVP[RY]9638A$/);
    expect(combinePanCandidates([], panCandidates('ABCPK1234Q'))).toBe('ABCPK1234Q');
    expect(combinePanCandidates([], [])).toBeNull();
  });
});

describe('extractHolderName', () => {
  it('takes the line after the "Name" label, not the father’s name', () => {
    expect(extractHolderName(CURRENT_CARD)).toBe('ANJALI KAPOOR');
  });

  it('reads a name on the label line itself', () => {
    expect(extractHolderName('Name: RAHUL VERMA\nFather’s Name: SURESH VERMA')).toBe('RAHUL VERMA');
  });

  it('skips noise before the name and strips marks around it', () => {
    expect(
      extractHolderName("a / Name\n| —\n( | MEERA DEVI IYER ee\nfora / Father's Name\nX Y"),
    ).toBe('MEERA DEVI IYER');
  });

  it('falls back to the older layout: holder, then father, above the date of birth', () => {
    expect(extractHolderName(OLDER_CARD)).toBe('ANJALI KAPOOR');
  });

  it('uses the lines after the PAN when the "Name" label was not read', () => {
    const text = CURRENT_CARD.replace('a™ / Name', 'a™ / Nxme');
    expect(extractHolderName(text)).toBe('ANJALI KAPOOR');
  });

  it('gives up rather than guess', () => {
    expect(extractHolderName('INCOME TAX DEPARTMENT\nRAMESH KUMAR SHARMA\n14/08/1986')).toBeNull();
    expect(extractHolderName('')).toBeNull();
  });

  it('drops marks read beside the name: card edges and short mixed-case noise', () => {
    expect(nameFromLine('oP | VIKRAM SINGH PATEL')).toBe('VIKRAM SINGH PATEL');
    expect(nameFromLine('| Oo | PRIYA KUMAR GUPTA')).toBe('PRIYA KUMAR GUPTA');
    expect(nameFromLine('OM PRAKASH')).toBe('OM PRAKASH');
  });

  it('keeps initials, dots and apostrophes that names carry', () => {
    expect(nameFromLine("K. R. D'SOUZA")).toBe("K. R. D'SOUZA");
    expect(nameFromLine('INCOME TAX DEPARTMENT')).toBeNull();
    expect(nameFromLine('14/08/1986')).toBeNull();
    expect(nameFromLine('fora &1 9m')).toBeNull();
  });
});

describe('extractPanCardFields', () => {
  it('reads both fields', () => {
    expect(extractPanCardFields(CURRENT_CARD)).toEqual({
      panNumber: 'ABCPK1234Q',
      holderName: 'ANJALI KAPOOR',
    });
  });
});
