import { createRequire } from 'node:module';
import type { PdfKitFont } from './pdfmake-internals.js';

/**
 * pdfmake's text measuring (TextTools.buildInlines), giving exactly what it gives, at a
 * fraction of the cost. pdfmake resolves each of some twenty style properties for every word
 * separately, each time pushing the word onto the style stack and walking it; the words of one
 * text share their style, so here the stack is walked once per text for all properties
 * together. Splitting into words (Unicode line breaking), widths, and the order and values of
 * every field are pdfmake's — measure-text.test.ts compares the two on every text of every
 * document and on generated texts.
 */

const require = createRequire(import.meta.url);
const pdfmakeRequire = createRequire(require.resolve('pdfmake'));
const LineBreaker = pdfmakeRequire('@foliojs-fork/linebreak') as new (
  text: string,
) => { nextBreak(): { position: number; required: boolean } | null };

interface FontProvider {
  provideFont(family: string, bold: boolean, italics: boolean): PdfKitFont & MeasuringFont;
}

interface MeasuringFont {
  widthOfString(text: string, fontSize: number, features: unknown): number;
  lineHeight(fontSize: number, includeGap?: boolean): number;
}

/** pdfmake's StyleContextStack, read only. */
export interface StyleStack {
  styleDictionary: Record<string, Record<string, unknown> | undefined>;
  defaultStyle: Record<string, unknown> | undefined;
  styleOverrides: unknown[];
}

type TextItem = Record<string, unknown>;

export interface MeasuredText {
  items: TextItem[];
  minWidth: number;
  maxWidth: number;
}

interface TextToolsInstance {
  fontProvider: FontProvider;
}

export const TextTools = require('pdfmake/src/textTools.js') as {
  prototype: {
    buildInlines(this: TextToolsInstance, text: unknown, stack: StyleStack): MeasuredText;
  };
  new (fontProvider: unknown): { buildInlines(text: unknown, stack: StyleStack): MeasuredText };
};

/**
 * One property set per word. A class with every field declared, and named reads below, keep
 * these lookups on V8's fast paths — they run for every word of every document.
 */
class Resolved {
  font: unknown = undefined;
  fontSize: unknown = undefined;
  fontFeatures: unknown = undefined;
  bold: unknown = undefined;
  italics: unknown = undefined;
  color: unknown = undefined;
  decoration: unknown = undefined;
  decorationColor: unknown = undefined;
  decorationStyle: unknown = undefined;
  background: unknown = undefined;
  lineHeight: unknown = undefined;
  characterSpacing: unknown = undefined;
  link: unknown = undefined;
  linkToPage: unknown = undefined;
  linkToDestination: unknown = undefined;
  noWrap: unknown = undefined;
  preserveLeadingSpaces: unknown = undefined;
  preserveTrailingSpaces: unknown = undefined;
  opacity: unknown = undefined;
  sup: unknown = undefined;
  sub: unknown = undefined;
  alignment: unknown = undefined;
  wordBreak: unknown = undefined;
  leadingIndent: unknown = undefined;
}

/**
 * Fills every property not yet found from one level of the stack (null counts as unset). A
 * level has a few keys of its own, so its keys are visited rather than every property looked up.
 */
function take(level: unknown, stack: StyleStack, resolved: Resolved): void {
  const source = (typeof level === 'string' ? stack.styleDictionary[level] : level) as
    | Record<string, unknown>
    | null
    | undefined;
  if (!source) return;
  // for…in, like pdfmake's source[property], also sees inherited enumerable properties.
  for (const key in source) {
    const value = source[key];
    if (value === undefined || value === null) continue;
    switch (key) {
      case 'font':
        if (resolved.font === undefined) resolved.font = value;
        break;
      case 'fontSize':
        if (resolved.fontSize === undefined) resolved.fontSize = value;
        break;
      case 'fontFeatures':
        if (resolved.fontFeatures === undefined) resolved.fontFeatures = value;
        break;
      case 'bold':
        if (resolved.bold === undefined) resolved.bold = value;
        break;
      case 'italics':
        if (resolved.italics === undefined) resolved.italics = value;
        break;
      case 'color':
        if (resolved.color === undefined) resolved.color = value;
        break;
      case 'decoration':
        if (resolved.decoration === undefined) resolved.decoration = value;
        break;
      case 'decorationColor':
        if (resolved.decorationColor === undefined) resolved.decorationColor = value;
        break;
      case 'decorationStyle':
        if (resolved.decorationStyle === undefined) resolved.decorationStyle = value;
        break;
      case 'background':
        if (resolved.background === undefined) resolved.background = value;
        break;
      case 'lineHeight':
        if (resolved.lineHeight === undefined) resolved.lineHeight = value;
        break;
      case 'characterSpacing':
        if (resolved.characterSpacing === undefined) resolved.characterSpacing = value;
        break;
      case 'link':
        if (resolved.link === undefined) resolved.link = value;
        break;
      case 'linkToPage':
        if (resolved.linkToPage === undefined) resolved.linkToPage = value;
        break;
      case 'linkToDestination':
        if (resolved.linkToDestination === undefined) resolved.linkToDestination = value;
        break;
      case 'noWrap':
        if (resolved.noWrap === undefined) resolved.noWrap = value;
        break;
      case 'preserveLeadingSpaces':
        if (resolved.preserveLeadingSpaces === undefined) resolved.preserveLeadingSpaces = value;
        break;
      case 'preserveTrailingSpaces':
        if (resolved.preserveTrailingSpaces === undefined) resolved.preserveTrailingSpaces = value;
        break;
      case 'opacity':
        if (resolved.opacity === undefined) resolved.opacity = value;
        break;
      case 'sup':
        if (resolved.sup === undefined) resolved.sup = value;
        break;
      case 'sub':
        if (resolved.sub === undefined) resolved.sub = value;
        break;
      case 'alignment':
        if (resolved.alignment === undefined) resolved.alignment = value;
        break;
      case 'wordBreak':
        if (resolved.wordBreak === undefined) resolved.wordBreak = value;
        break;
      case 'leadingIndent':
        if (resolved.leadingIndent === undefined) resolved.leadingIndent = value;
        break;
    }
  }
}

/**
 * What pdfmake's getStyleProperty(item, stack, property, default) gives for every property:
 * the item's own value, else the first set value walking down the stack with the item (its
 * named styles, then itself) pushed on top, else the default style's, else the default.
 */
export function resolveStyle(item: TextItem, stack: StyleStack): Resolved {
  const resolved = new Resolved();
  take(item, stack, resolved);
  const names = item.style;
  if (Array.isArray(names)) {
    for (let index = names.length - 1; index >= 0; index--) take(names[index], stack, resolved);
  } else if (names) {
    take(names, stack, resolved);
  }
  const levels = stack.styleOverrides;
  for (let index = levels.length - 1; index >= 0; index--) take(levels[index], stack, resolved);
  if (stack.defaultStyle) take(stack.defaultStyle, stack, resolved);
  if (resolved.font === undefined) resolved.font = 'Roboto';
  if (resolved.fontSize === undefined) resolved.fontSize = 12;
  if (resolved.fontFeatures === undefined) resolved.fontFeatures = null;
  if (resolved.bold === undefined) resolved.bold = false;
  if (resolved.italics === undefined) resolved.italics = false;
  if (resolved.color === undefined) resolved.color = 'black';
  if (resolved.decoration === undefined) resolved.decoration = null;
  if (resolved.decorationColor === undefined) resolved.decorationColor = null;
  if (resolved.decorationStyle === undefined) resolved.decorationStyle = null;
  if (resolved.background === undefined) resolved.background = null;
  if (resolved.lineHeight === undefined) resolved.lineHeight = 1;
  if (resolved.characterSpacing === undefined) resolved.characterSpacing = 0;
  if (resolved.link === undefined) resolved.link = null;
  if (resolved.linkToPage === undefined) resolved.linkToPage = null;
  if (resolved.linkToDestination === undefined) resolved.linkToDestination = null;
  if (resolved.noWrap === undefined) resolved.noWrap = null;
  if (resolved.preserveLeadingSpaces === undefined) resolved.preserveLeadingSpaces = false;
  if (resolved.preserveTrailingSpaces === undefined) resolved.preserveTrailingSpaces = false;
  if (resolved.opacity === undefined) resolved.opacity = 1;
  if (resolved.sup === undefined) resolved.sup = false;
  if (resolved.sub === undefined) resolved.sub = false;
  if (resolved.alignment === undefined) resolved.alignment = 'left';
  if (resolved.wordBreak === undefined) resolved.wordBreak = 'normal';
  if (resolved.leadingIndent === undefined) resolved.leadingIndent = 0;
  return resolved;
}

interface Word {
  text: string;
  lineEnd?: boolean;
}

const NEW_LINE_AT_END = /\r?\n$|\r$/;

export function splitWords(text: string, noWrap: unknown, breakAll: boolean): Word[] {
  const clean = text.includes('\t') ? text.replace(/\t/g, '    ') : text;
  if (noWrap) return [{ text: clean }];
  if (clean.length === 0) return [{ text: '' }];
  if (breakAll) {
    return clean
      .split('')
      .map((character) =>
        /^\n$|^\r$/.test(character) ? { text: '', lineEnd: true } : { text: character },
      );
  }
  const words: Word[] = [];
  const breaker = new LineBreaker(clean);
  let last = 0;
  for (let found = breaker.nextBreak(); found; found = breaker.nextBreak()) {
    const word = clean.slice(last, found.position);
    if (found.required || NEW_LINE_AT_END.test(word)) {
      words.push({ text: word.replace(NEW_LINE_AT_END, ''), lineEnd: true });
    } else {
      words.push({ text: word });
    }
    last = found.position;
  }
  return words;
}

function normalizeString(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return String(value);
}

/** pdfmake's isObject: arrays count. */
function isObject(value: unknown): value is TextItem {
  return value !== null && typeof value === 'object';
}

function flatten(array: unknown[]): unknown[] {
  return array.reduce<unknown[]>((previous, current) => {
    const item = Array.isArray((current as TextItem).text)
      ? flatten((current as TextItem).text as unknown[])
      : current;
    const more = ([] as unknown[]).concat(item).some(Array.isArray);
    return previous.concat(more ? flatten(item as unknown[]) : item);
  }, []);
}

function lastWordOf(words: readonly Word[], noWrap: unknown): string | null {
  const word = words[words.length - 1];
  if (word === undefined || word.lineEnd) return null;
  if (noWrap) {
    const split = splitWords(word.text, false, false);
    const last = split[split.length - 1];
    return last === undefined ? null : last.text;
  }
  return word.text;
}

function firstWordOf(words: readonly Word[], noWrap: unknown): string | null {
  const word = words[0];
  if (word === undefined || word.lineEnd) return null;
  if (noWrap) {
    const split = splitWords(word.text, false, false);
    const last = split[split.length - 1];
    return last === undefined ? null : last.text;
  }
  return word.text;
}

const LEADING = /^(\s)+/;
const TRAILING = /(\s)+$/;

/** A word as split from its source item, before it is measured. */
interface SourcedWord {
  text: string;
  lineEnd: boolean;
  noNewLine: boolean;
  /** The object the word came from, whose own properties the word carries; null for a string. */
  source: TextItem | null;
  style: Resolved;
}

/** pdfmake's normalizeTextArray: the words of every item, and which words must stay together. */
function splitItems(textArray: unknown, stack: StyleStack): SourcedWord[] {
  const array =
    Array.isArray(textArray) || Array.isArray((textArray as TextItem | null)?.text)
      ? flatten(Array.isArray(textArray) ? textArray : [textArray])
      : [textArray];
  const words: SourcedWord[] = [];
  let lastWord: string | null = null;
  for (let index = 0; index < array.length; index++) {
    const item = array[index];
    const source = isObject(item) ? item : null;
    let text: unknown = item;
    if (source) {
      const reference = source._textRef as { _textNodeRef: { text: unknown } } | undefined;
      if (reference?._textNodeRef.text) source.text = reference._textNodeRef.text;
      text = source.text;
    }
    // A word carries its source's own properties, so it resolves as its source does.
    const style = resolveStyle(source ?? {}, stack);
    const noWrap = style.noWrap === null ? false : style.noWrap;
    const split = splitWords(normalizeString(text), noWrap, style.wordBreak === 'break-all');

    if (lastWord && split.length > 0) {
      const firstWord = firstWordOf(split, noWrap);
      const joined = splitWords(normalizeString(lastWord + firstWord), false, false);
      if (joined.length === 1) (words[words.length - 1] as SourcedWord).noNewLine = true;
    }
    for (const word of split) {
      words.push({
        text: word.text,
        lineEnd: word.lineEnd === true,
        noNewLine: false,
        source,
        style,
      });
    }
    lastWord = index + 1 < array.length ? lastWordOf(split, noWrap) : null;
  }
  return words;
}

/** Fields measure writes over whatever the source item had under the same name. */
const MEASURED = new Set([
  'text',
  'leadingCut',
  'width',
  'height',
  'trailingCut',
  'alignment',
  'font',
  'fontSize',
  'fontFeatures',
  'characterSpacing',
  'color',
  'decoration',
  'decorationColor',
  'decorationStyle',
  'background',
  'link',
  'linkToPage',
  'linkToDestination',
  'noWrap',
  'opacity',
  'sup',
  'sub',
]);

/** pdfmake's measure: each word with its width, height, cuts and resolved style. */
function measureWords(
  fontProvider: FontProvider,
  textArray: unknown,
  stack: StyleStack,
): TextItem[] {
  const words = splitItems(textArray, stack);
  const results: TextItem[] = [];
  for (let index = 0; index < words.length; index++) {
    const { text, source, style } = words[index] as SourcedWord;
    const ownFontSize = source?.fontSize;
    let fontSize = style.fontSize as number;
    if ((style.sup || style.sub) && ownFontSize === undefined) fontSize *= 0.58;
    const characterSpacing = style.characterSpacing as number;
    const fontFeatures = style.fontFeatures;
    const font = fontProvider.provideFont(
      style.font as string,
      style.bold as boolean,
      style.italics as boolean,
    );
    const leadingIndent = index === 0 ? (style.leadingIndent as number) : 0;
    let leadingCut = leadingIndent ? -leadingIndent : ((source?.leadingCut as number) ?? 0) || 0;
    const leadingSpaces = style.preserveLeadingSpaces ? null : LEADING.exec(text);
    if (leadingSpaces) {
      leadingCut += widthOfString(leadingSpaces[0], font, fontSize, characterSpacing, fontFeatures);
    }
    const trailingSpaces = style.preserveTrailingSpaces ? null : TRAILING.exec(text);
    const trailingCut = trailingSpaces
      ? widthOfString(trailingSpaces[0], font, fontSize, characterSpacing, fontFeatures)
      : 0;
    // Built whole, so every word has one shape; the source's own properties join below.
    const result: TextItem = {
      text,
      width: widthOfString(text, font, fontSize, characterSpacing, fontFeatures),
      height: font.lineHeight(fontSize) * (style.lineHeight as number),
      leadingCut,
      trailingCut,
      alignment: style.alignment,
      font,
      fontSize,
      fontFeatures,
      characterSpacing,
      color: style.color,
      decoration: style.decoration,
      decorationColor: style.decorationColor,
      decorationStyle: style.decorationStyle,
      background: style.background,
      link: style.link,
      linkToPage: style.linkToPage,
      linkToDestination: style.linkToDestination,
      noWrap: style.noWrap,
      opacity: style.opacity,
      sup: style.sup,
      sub: style.sub,
    };
    // In pdfmake's order: the split's line end, the source's own properties over it, then
    // what normalizing and measuring set.
    const word = words[index] as SourcedWord;
    if (word.lineEnd) result.lineEnd = true;
    if (source) {
      for (const key in source) {
        if (!MEASURED.has(key) && Object.hasOwn(source, key)) result[key] = source[key];
      }
    }
    if (word.noNewLine) result.noNewLine = true;
    if (leadingIndent) result.leadingIndent = leadingIndent;
    results.push(result);
  }
  return results;
}

function widthOfString(
  text: string,
  font: MeasuringFont,
  fontSize: number,
  characterSpacing: number,
  fontFeatures: unknown,
): number {
  return (
    font.widthOfString(text, fontSize, fontFeatures) + (characterSpacing || 0) * (text.length - 1)
  );
}

/** Drop-in for TextTools.prototype.buildInlines. */
export function buildInlines(
  this: TextToolsInstance,
  textArray: unknown,
  stack: StyleStack,
): MeasuredText {
  const items = measureWords(this.fontProvider, textArray, stack);
  let minWidth = 0;
  let maxWidth = 0;
  let line: { width: number; leadingCut: number; trailingCut: number } | null = null;
  for (const inline of items) {
    const width = inline.width as number;
    const leadingCut = inline.leadingCut as number;
    const trailingCut = inline.trailingCut as number;
    minWidth = Math.max(minWidth, width - leadingCut - trailingCut);
    line ??= { width: 0, leadingCut, trailingCut: 0 };
    line.width += width;
    line.trailingCut = trailingCut;
    maxWidth = Math.max(maxWidth, Math.max(0, line.width - line.leadingCut - line.trailingCut));
    if (inline.lineEnd) line = null;
  }
  if (resolveStyle({}, stack).noWrap) minWidth = maxWidth;
  return { items, minWidth, maxWidth };
}

/** pdfmake's own, kept for the tests that compare the two. */
export const pdfmakeBuildInlines = TextTools.prototype.buildInlines;

TextTools.prototype.buildInlines = buildInlines;
