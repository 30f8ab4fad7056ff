import { smsLength } from '../sms/sms-templates.js';
import type { SmsGateway, SmsMessage } from './providers.js';
import {
  answeredFailure,
  type DltRegistration,
  indianNumber,
  postOnce,
  registeredTemplate,
  type SmsResilienceOptions,
  sendResiliently,
  statusFailure,
} from './sms-delivery.js';

/**
 * Gupshup's enterprise SMS API: a form POST to {baseUrl} (…/GatewayAPI/rest) with
 * `method=SendMessage`, `send_to`, `msg`, `msg_type` (TEXT or Unicode_text), the account's
 * `userid` and `password`, the header as `mask`, `principalEntityId` and `dltTemplateId`.
 * It answers `success | <number> | <id>` or `error | <code> | <reason>`.
 */

export interface GupshupSmsGatewayOptions extends SmsResilienceOptions {
  baseUrl: string;
  userId: string;
  password: string;
  timeoutMs: number;
  dlt: DltRegistration;
  fetch?: typeof fetch;
}

const PROVIDER = 'Gupshup';

export class GupshupSmsGateway implements SmsGateway {
  constructor(private readonly options: GupshupSmsGatewayOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const { dlt } = this.options;
    const template = registeredTemplate(PROVIDER, dlt, message);
    // A POST body, so the password never sits in a URL that proxies log.
    const body = new URLSearchParams({
      method: 'SendMessage',
      send_to: indianNumber(message.to),
      msg: message.text,
      msg_type: smsLength(message.text).encoding === 'GSM-7' ? 'TEXT' : 'Unicode_text',
      userid: this.options.userId,
      password: this.options.password,
      auth_scheme: 'plain',
      v: '1.1',
      format: 'text',
      mask: dlt.senderId,
      principalEntityId: dlt.entityId,
      dltTemplateId: template.templateId,
    }).toString();
    await sendResiliently(PROVIDER, this.options, async () => {
      const answer = await postOnce(
        PROVIDER,
        {
          url: this.options.baseUrl,
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
          body,
        },
        this.options.timeoutMs,
        this.options.fetch,
      );
      const [outcome, code] = answer.text.split('|').map((part) => part.trim());
      const failure =
        statusFailure(answer.status) ??
        (outcome?.toLowerCase() === 'success' ? undefined : 'refused');
      if (failure) {
        // After "error |" comes the code; the reason after it may quote the number.
        const errorCode =
          outcome?.toLowerCase() === 'error' && code ? code.slice(0, 20) : String(answer.status);
        throw answeredFailure(PROVIDER, failure, answer.status, errorCode);
      }
    });
  }
}
