import {
  HOLDER_NAME_MAX,
  HOLDER_NAME_PATTERN,
  PAN_HOLDER_TYPES,
  PAN_PATTERN,
} from '../../shared/pan.js';

/**
 * Reading the PAN and the holder's name out of OCR text of a PAN card. OCR confuses look-alike
 * characters (O and 0, I and 1, S and 5, ...); a PAN's shape says which kind each position must
 * be, so a look-alike is repaired by position. Pure functions: the OCR itself lives in ocr.ts.
 */

/** Read as a digit where a PAN needs a letter. */
const DIGIT_TO_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'B',
};

/** Read as a letter where a PAN needs a digit. */
const LETTER_TO_DIGIT: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  U: '0',
  I: '1',
  L: '1',
  J: '1',
  T: '7',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
  A: '4',
};

const LETTER_POSITIONS = new Set([0, 1, 2, 3, 4, 9]);
const MAX_REPAIRS = 3;

/** Repairs a 10-character candidate by position; null when it cannot be a PAN. */
export function repairPanCandidate(candidate: string): { pan: string; repairs: number } | null {
  if (candidate.length !== 10) return null;
  let repairs = 0;
  let pan = '';
  for (let index = 0; index < 10; index++) {
    const character = candidate[index] as string;
    const wantsLetter = LETTER_POSITIONS.has(index);
    const isLetter = character >= 'A' && character <= 'Z';
    if (wantsLetter === isLetter) {
      pan += character;
      continue;
    }
    const replacement = wantsLetter ? DIGIT_TO_LETTER[character] : LETTER_TO_DIGIT[character];
    if (!replacement) return null;
    pan += replacement;
    repairs++;
  }
  if (
    repairs > MAX_REPAIRS ||
    !PAN_PATTERN.test(pan) ||
    !((pan[3] as string) in PAN_HOLDER_TYPES)
  ) {
    return null;
  }
  return { pan, repairs };
}

const LOOK_ALIKE_PAIRS = new Set(
  ['O0', 'D0', 'Q0', 'I1', 'L1', 'J1', 'S5', 'S8', 'B8', 'Z2', 'G6', 'A4', 'T7'].flatMap((pair) => [
    pair,
    `${pair[1]}${pair[0]}`,
  ]),
);

function lookAlike(first: string | undefined, second: string | undefined): boolean {
  return !!first && !!second && LOOK_ALIKE_PAIRS.has(first + second);
}

/** Tokens of a line as OCR wrote them (`raw`) and cleaned up for matching (`text`). */
function panTokens(line: string): Array<{ raw: string; text: string }> {
  return line
    .split(/\s+/)
    .map((raw) => ({
      raw,
      text: raw
        // Cards are printed in capitals: a lower-case l is a capital I.
        .replace(/[|!l]/g, 'I')
        .replace(/[)\]]/g, 'J')
        .replace(/\$/g, 'S')
        .replace(/[^A-Za-z0-9]/g, '')
        .toUpperCase(),
    }))
    .filter((token) => token.text.length > 0);
}

const PAN_LABEL = /permanent|account\s*number/i;

export interface PanCandidate {
  pan: string;
  /** Repairs, deletions and joins needed to read it; 0 = read exactly as a PAN. */
  cost: number;
  /** On a line just below the "Permanent Account Number" label. */
  nearLabel: boolean;
  /** The OCR's confidence in the word(s) it came from, 0–100 (100 when not known). */
  confidence: number;
}

/** Below this word confidence, a reading is doubted even when it looks like a PAN. */
export const DOUBTFUL_CONFIDENCE = 70;

/**
 * Every PAN the text could contain, best first (cheapest, then nearest the label).
 * `wordConfidence` maps a word as the OCR wrote it to its confidence.
 */
export function panCandidates(
  text: string,
  wordConfidence: ReadonlyMap<string, number> = new Map(),
): PanCandidate[] {
  const found = new Map<string, PanCandidate>();
  let confidence = 100;
  const consider = (raw: string, penalty: number, nearLabel: boolean) => {
    const repaired = repairPanCandidate(raw);
    if (!repaired) return;
    const candidate = {
      pan: repaired.pan,
      cost: repaired.repairs + penalty,
      nearLabel,
      confidence,
    };
    const known = found.get(candidate.pan);
    if (!known || rank(candidate) < rank(known)) found.set(candidate.pan, candidate);
  };
  let labelSeenAt = Number.NEGATIVE_INFINITY;
  text.split(/\r?\n/).forEach((line, lineIndex) => {
    if (PAN_LABEL.test(line)) labelSeenAt = lineIndex;
    const nearLabel = lineIndex - labelSeenAt <= 2;
    const tokens = panTokens(line);
    for (let start = 0; start < tokens.length; start++) {
      let joined = '';
      confidence = 100;
      for (let end = start; end < tokens.length && joined.length < 10; end++) {
        const token = tokens[end] as { raw: string; text: string };
        joined += token.text;
        confidence = Math.min(confidence, wordConfidence.get(token.raw) ?? 100);
        const gaps = end - start;
        if (joined.length === 10) consider(joined, gaps * 0.5, nearLabel);
        if (gaps === 0 && joined.length === 11) {
          // One character too many: a stray mark, or one glyph read twice as look-alikes
          // ("O0", "S8") — then the extra one is more likely one of the pair.
          for (let index = 0; index < 11; index++) {
            const doubled =
              lookAlike(joined[index - 1], joined[index]) ||
              lookAlike(joined[index], joined[index + 1]);
            consider(
              joined.slice(0, index) + joined.slice(index + 1),
              doubled ? 0.6 : 1,
              nearLabel,
            );
          }
        }
        if (gaps === 0 && joined.length === 12) consider(joined.slice(1, 11), 1.5, nearLabel);
      }
    }
  });
  return [...found.values()].sort((a, b) => rank(a) - rank(b));
}

function rank(candidate: PanCandidate): number {
  const doubt = Math.max(0, DOUBTFUL_CONFIDENCE - candidate.confidence) / 40;
  return candidate.cost + doubt - (candidate.nearLabel ? 0.25 : 0);
}

/** The PAN in OCR text: the candidate needing the fewest repairs, preferring one near the label. */
export function extractPanNumber(text: string): string | null {
  return panCandidates(text)[0]?.pan ?? null;
}

/**
 * The PAN from two readings of the same photo: one read in both wins, as two different
 * renderings rarely make the same mistake; otherwise the cheapest.
 */
export function combinePanCandidates(first: PanCandidate[], second: PanCandidate[]): string | null {
  const secondByPan = new Map(second.map((candidate) => [candidate.pan, candidate]));
  const scored = [
    ...first.map((candidate) => {
      const again = secondByPan.get(candidate.pan);
      return {
        pan: candidate.pan,
        score: again ? Math.min(rank(candidate), rank(again)) - 1 : rank(candidate),
      };
    }),
    ...second
      .filter((candidate) => !first.some((other) => other.pan === candidate.pan))
      .map((candidate) => ({ pan: candidate.pan, score: rank(candidate) })),
  ];
  scored.sort((a, b) => a.score - b.score);
  return scored[0]?.pan ?? null;
}

/** Read exactly, confidently and without a rival: no second reading needed. */
export function isCertain(candidates: PanCandidate[]): boolean {
  const [best, next] = candidates;
  return (
    !!best &&
    best.cost === 0 &&
    best.confidence >= DOUBTFUL_CONFIDENCE &&
    (!next || rank(next) > rank(best))
  );
}

const NAME_LABEL = /\bna(?:m|rn)e\b/i;
const OTHER_NAME_LABEL = /fath|husband|mother|spouse/i;
const CARD_WORDS =
  /INCOME|DEPARTMENT|GOVT|INDIA|PERMANENT|ACCOUNT|NUMBER|SIGNATURE|BIRTH|\bNAME\b|\bCARD\b|FATHER/;
const DATE = /\d{1,2}\s*[/\-.]\s*\d{1,2}\s*[/\-.]\s*\d{4}/;

/** A printed holder name from one OCR line, or null when the line does not look like one. */
export function nameFromLine(line: string): string | null {
  if (/\d/.test(line)) return null;
  // A "|" is the edge of the photo or the card, never part of a name: keep the longest piece.
  const names = line
    .split('|')
    .map(nameFromSegment)
    .filter((name): name is string => name !== null);
  return names.sort((a, b) => b.length - a.length)[0] ?? null;
}

function nameFromSegment(segment: string): string | null {
  const words = segment
    .replace(/[^A-Za-z .'-]+/g, ' ')
    .split(/\s+/)
    // Marks at a word's edges are noise, except the dot of an initial ("K.").
    .map((word) => word.replace(/^[.'-]+/, ''))
    .map((word) => (/^[A-Za-z]\.$/.test(word) ? word : word.replace(/[.'-]+$/, '')))
    .filter((word) => word.length > 0);
  // Names are printed in capitals; lower-case letters are OCR noise from marks and Hindi text.
  const isNoise = (word: string) => {
    const lower = word.match(/[a-z]/g)?.length ?? 0;
    return lower > word.length / 2 || (lower > 0 && word.length <= 3);
  };
  while (words.length > 0 && isNoise(words[0] as string)) words.shift();
  while (words.length > 0 && isNoise(words[words.length - 1] as string)) words.pop();
  if (words.some(isNoise)) return null;
  const name = words.join(' ').toUpperCase();
  const letters = name.replace(/[^A-Z]/g, '').length;
  if (letters < 3 || name.length > HOLDER_NAME_MAX) return null;
  if (!words.some((word) => word.length >= 2)) return null;
  if (CARD_WORDS.test(name) || !HOLDER_NAME_PATTERN.test(name)) return null;
  return name;
}

/**
 * The holder's name: the line after the "Name" label (cards since 2018); else, on older cards
 * without labels, the first of the two name lines (holder, then father) above the date of birth.
 */
export function extractHolderName(text: string): string | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const label = NAME_LABEL.exec(line);
    if (!label || OTHER_NAME_LABEL.test(line)) continue;
    const sameLine = nameFromLine(line.slice(label.index + label[0].length));
    if (sameLine) return sameLine;
    for (const next of lines.slice(index + 1, index + 3)) {
      if (NAME_LABEL.test(next) || DATE.test(next)) break;
      const name = nameFromLine(next);
      if (name) return name;
    }
  }

  const dateIndex = lines.findIndex((line) => DATE.test(line));
  if (dateIndex > 0) {
    const headerEnd = lines.findLastIndex(
      (line, index) => index < dateIndex && /INCOME|DEPARTMENT|GOVT|INDIA/i.test(line),
    );
    const panIndex = lines.findIndex((line) => extractPanNumber(line) !== null);
    const start = Math.max(headerEnd, panIndex < dateIndex ? panIndex : -1) + 1;
    const names = lines
      .slice(start, dateIndex)
      .map(nameFromLine)
      .filter((name): name is string => name !== null);
    if (names.length >= 2) return names[names.length - 2] as string;
  }
  return null;
}

export interface PanCardFields {
  panNumber: string | null;
  holderName: string | null;
}

export function extractPanCardFields(text: string): PanCardFields {
  return { panNumber: extractPanNumber(text), holderName: extractHolderName(text) };
}
