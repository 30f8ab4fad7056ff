import { z } from 'zod';
import { ID_PATTERNS } from '../../../shared/api/ids.js';
import { PAN_PATTERN } from '../../../shared/pan.js';

/** Fields several contracts share. */

export const panNumber = z
  .string()
  .regex(PAN_PATTERN, 'must be a PAN: 5 letters, 4 digits, 1 letter')
  .describe('The borrower’s PAN. Travels only in request bodies, never in a URL.');

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date')
  .describe('A calendar date in India time, YYYY-MM-DD.');

export const mobileNumber = z.string().regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile');

export const loanId = z
  .string()
  .regex(ID_PATTERNS.loan, 'must be 1 to 40 letters, digits or dashes')
  .describe('The lender’s id of one loan account, as the bureau reports it.');

/** Idempotency keys: 8 to 128 characters of a URL-safe alphabet. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/);
