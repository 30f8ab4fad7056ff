import { maskMobile } from '../../shared/format.js';
import { sentence } from '../i18n/messages.js';
import { HttpProblem } from '../platform/http-problem.js';

/**
 * The one rule for where a code that unlocks personal data may go: only to a mobile number the
 * credit bureau holds for the PAN. Knowing a PAN (it is printed on cheques and forms) and typing
 * one's own number must never be enough. A number that is not on record gets no SMS and an
 * answer naming the number on record, masked, and nothing more.
 */

/**
 * The mobile the code goes to: `preferred` (typed by the borrower, or the one an earlier consent
 * was given through) when the bureau holds it, else a 422 with the masked number on record;
 * without `preferred`, the bureau's primary number.
 */
export function otpRecipient(onRecord: readonly string[], preferred: string | undefined): string {
  const primary = onRecord[0];
  if (!primary) throw new HttpProblem(422, 'NO_MOBILE_ON_RECORD', sentence('noMobileOnRecord'));
  if (preferred === undefined) return primary;
  if (onRecord.includes(preferred)) return preferred;
  const phoneMasked = maskMobile(primary);
  throw new HttpProblem(
    422,
    'MOBILE_NOT_ON_RECORD',
    sentence('mobileNotOnRecord', { phone: phoneMasked }),
    {
      phone_masked: phoneMasked,
    },
  );
}
