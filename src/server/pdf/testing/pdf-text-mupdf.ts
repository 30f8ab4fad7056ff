/**
 * The printed lines of a PDF read with MuPDF (its WebAssembly build from npm), for a machine
 * without poppler: pieces of text on one baseline make a line, top to bottom, as poppler's layout
 * mode gives them (a large name and the small line beside it are one line); pieces apart by more
 * than a hair are words apart. MuPDF, like poppler, reads each Devanagari cluster from the
 * ActualText Typst gives it, so the letters come in logical order. (pdf.js does not: it reads the
 * glyphs, and a vowel sign's glyph carries the first cluster it was seen in.) MuPDF gives some
 * of a cluster's letters twice, at the same spot ("कोो", "सारांांश"); a letter already given at
 * that spot is dropped.
 */

export interface ReadPage {
  width: number;
  height: number;
  lines: string[];
}

/** Pieces whose baselines are closer than this share of the larger one's size are one line. */
const SAME_LINE = 0.5;
/** A gap wider than this (points) between two pieces is a space between words. */
const WORD_GAP = 0.8;

interface Piece {
  text: string;
  x: number;
  /** The baseline, from the top of the page. */
  y: number;
  size: number;
  end: number;
}

/** MuPDF's structured text, as its walker gives it. */
interface TextWalker {
  walk(walker: {
    beginLine?: () => void;
    endLine?: () => void;
    onChar?: (
      char: string,
      origin: [number, number],
      font: unknown,
      size: number,
      quad: number[],
    ) => void;
  }): void;
}

/** The pieces of a page: each line MuPDF finds, where it starts and ends, and its size. */
function pieces(structured: TextWalker): Piece[] {
  const read: Piece[] = [];
  let piece: Piece | undefined;
  // The letters given at the current spot: MuPDF repeats some of a cluster's letters there.
  let spot = '';
  let atSpot = new Set<string>();
  structured.walk({
    beginLine: () => {
      piece = undefined;
      spot = '';
    },
    onChar: (char, [x, y], _font, size, quad) => {
      const here = `${x},${y}`;
      if (here !== spot) {
        spot = here;
        atSpot = new Set();
      } else if (atSpot.has(char)) {
        return;
      }
      atSpot.add(char);
      const end = Math.max(quad[2] ?? x, quad[6] ?? x);
      if (!piece) {
        piece = { text: '', x, y, size, end };
        read.push(piece);
      }
      piece.text += char;
      piece.end = Math.max(piece.end, end);
    },
  });
  return read.filter((each) => each.text.trim() !== '');
}

function lines(read: Piece[]): string[] {
  const rows: Piece[][] = [];
  for (const piece of [...read].sort((a, b) => a.y - b.y)) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && piece.y - first.y < SAME_LINE * Math.max(first.size, piece.size)) {
      row.push(piece);
    } else {
      rows.push([piece]);
    }
  }
  return rows
    .map((row) => {
      let line = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const piece of row.sort((a, b) => a.x - b.x)) {
        line += (line && piece.x - end > WORD_GAP ? ' ' : '') + piece.text;
        end = Math.max(end, piece.end);
      }
      return line.replace(/\s+/g, ' ').trim();
    })
    .filter((line) => line !== '');
}

const INFO_FIELDS = ['Title', 'Author', 'Subject', 'Creator', 'Producer', 'Keywords'];

export async function mupdfPages(
  pdf: Uint8Array,
): Promise<{ pages: ReadPage[]; info: Record<string, unknown> }> {
  // Loaded only here: a machine with poppler never starts MuPDF's WebAssembly.
  const mupdf = await import('mupdf');
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    const pages: ReadPage[] = [];
    for (let index = 0; index < document.countPages(); index++) {
      const page = document.loadPage(index);
      const [left, top, right, bottom] = page.getBounds();
      const structured = page.toStructuredText('preserve-whitespace');
      pages.push({ width: right - left, height: bottom - top, lines: lines(pieces(structured)) });
      structured.destroy();
      page.destroy();
    }
    const info: Record<string, unknown> = {};
    for (const field of INFO_FIELDS) {
      const value = document.getMetaData(`info:${field}`);
      if (value) info[field] = value;
    }
    return { pages, info };
  } finally {
    document.destroy();
  }
}
