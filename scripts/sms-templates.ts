import { parseArgs } from 'node:util';
import { smsContextOf } from '../src/server/config/config.js';
import { registrationCsv, registrationJson } from '../src/server/sms/dlt-registration.js';

/**
 * `npm run sms:templates`: every SMS the product sends, as the operator registers it on the DLT
 * portal — JSON in the shape of SMS_DLT_TEMPLATES (template ids blank, to fill in) and CSV (one
 * row per template: category, header, encoding, segments, text). `--json` or `--csv` prints one.
 * The texts name PUBLIC_ORIGIN's host (the OTPs' WebOTP line, the notices' words) and
 * SMS_ANDROID_APP_HASH, so run it with the production values of those.
 */
const { values } = parseArgs({
  options: { json: { type: 'boolean' }, csv: { type: 'boolean' } },
});
const env = process.env;
const origin = env.PUBLIC_ORIGIN || `http://localhost:${env.PORT || '3000'}`;
const context = smsContextOf(
  { SMS_ANDROID_APP_HASH: env.SMS_ANDROID_APP_HASH || undefined },
  origin,
);
const both = !values.json && !values.csv;
if (values.json || both)
  process.stdout.write(`${JSON.stringify(registrationJson(context), null, 2)}\n`);
if (both) process.stdout.write('\n');
if (values.csv || both) process.stdout.write(registrationCsv(context, env.SMS_SENDER_ID ?? ''));
