import { z } from 'zod';
import {
  DLT_CATEGORY,
  LONGEST_VALUES,
  matchesTemplate,
  renderSms,
  type SmsContext,
  smsLength,
  smsTemplates,
} from './sms-templates.js';

/**
 * The operator's DLT registration (SMS_DLT_TEMPLATES, a JSON file) against the product's
 * templates: what is missing or would not match, and the sheet to register from.
 */

export const dltTemplatesFile = z.record(
  z.string().min(1).max(100),
  z
    .object({
      /** The template id the DLT portal gave. */
      templateId: z.string().regex(/^[A-Za-z0-9_-]{0,64}$/, 'letters, digits, _ or -'),
      /** The text as registered, `{#var#}` for each slot. */
      text: z.string().min(1).max(2000),
      /** The provider's own id of the template where it has one (MSG91's flow template id). */
      providerTemplateId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/)
        .optional(),
    })
    .strict(),
);
export type DltTemplates = z.output<typeof dltTemplatesFile>;

/**
 * Every way the registration falls short of what the product sends, one line each: a kind or
 * language without a template, a blank template id, a registered text the product's texts would
 * not match, an entry the product has no use for.
 */
export function dltTemplateGaps(registered: DltTemplates, context: SmsContext): string[] {
  const gaps: string[] = [];
  const known = new Set<string>();
  for (const template of smsTemplates(context)) {
    known.add(template.key);
    const entry = registered[template.key];
    if (!entry) {
      gaps.push(`${template.key}: no template registered (text: ${JSON.stringify(template.text)})`);
      continue;
    }
    if (!entry.templateId) gaps.push(`${template.key}: templateId is blank`);
    const samples = [
      renderSms(template.kind, template.language, LONGEST_VALUES, context),
      renderSms(template.kind, template.language, { code: '123456', bank: 'HDFC Bank' }, context),
    ];
    if (!samples.every((sample) => matchesTemplate(entry.text, sample.text))) {
      gaps.push(
        `${template.key}: the registered text does not match what the product sends (expected ${JSON.stringify(template.text)})`,
      );
    }
  }
  for (const key of Object.keys(registered)) {
    if (!known.has(key)) gaps.push(`${key}: the product sends no such message`);
  }
  return gaps;
}

export interface RegistrationRow {
  key: string;
  kind: string;
  language: string;
  category: string;
  encoding: string;
  /** Of the longest text the product sends with this template. */
  segments: number;
  characters: number;
  variables: number;
  text: string;
}

export function registrationRows(context: SmsContext): RegistrationRow[] {
  return smsTemplates(context).map((template) => {
    const longest = smsLength(
      renderSms(template.kind, template.language, LONGEST_VALUES, context).text,
    );
    return {
      key: template.key,
      kind: template.kind,
      language: template.language,
      category: DLT_CATEGORY,
      encoding: longest.encoding,
      segments: longest.segments,
      characters: longest.units,
      variables: template.slots.length,
      text: template.text,
    };
  });
}

/** The SMS_DLT_TEMPLATES file to fill in: each template's text, its id left blank. */
export function registrationJson(context: SmsContext): DltTemplates {
  return Object.fromEntries(
    smsTemplates(context).map((template) => [
      template.key,
      { templateId: '', text: template.text },
    ]),
  );
}

/** One row per template for the DLT portal (RFC 4180: quoted fields, CRLF between rows). */
export function registrationCsv(context: SmsContext, senderId = ''): string {
  const header = [
    'key',
    'kind',
    'language',
    'category',
    'header',
    'template_id',
    'encoding',
    'segments',
    'characters',
    'variables',
    'text',
  ];
  const rows = registrationRows(context).map((row) => [
    row.key,
    row.kind,
    row.language,
    row.category,
    senderId,
    '',
    row.encoding,
    String(row.segments),
    String(row.characters),
    String(row.variables),
    row.text,
  ]);
  return `${[header, ...rows].map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
