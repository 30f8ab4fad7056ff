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
 * MSG91's flow API: POST {baseUrl}/api/v5/flow/ with the `authkey` header and
 * `{ template_id, short_url: "0", recipients: [{ mobiles: "91XXXXXXXXXX", var1, var2, … }] }`.
 * The MSG91 template (mapped there to its DLT template id) names its variables ##var1##,
 * ##var2##, … in the order of the registered text's `{#var#}` slots.
 */

export interface Msg91SmsGatewayOptions extends SmsResilienceOptions {
  baseUrl: string;
  authKey: string;
  timeoutMs: number;
  dlt: DltRegistration;
  fetch?: typeof fetch;
}

const PROVIDER = 'MSG91';

export class Msg91SmsGateway implements SmsGateway {
  constructor(private readonly options: Msg91SmsGatewayOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const template = registeredTemplate(PROVIDER, this.options.dlt, message);
    const recipient: Record<string, string> = { mobiles: indianNumber(message.to) };
    template.variables.forEach((value, index) => {
      recipient[`var${index + 1}`] = value;
    });
    const body = JSON.stringify({
      template_id: template.providerTemplateId,
      // A shortened link would not be the whitelisted one.
      short_url: '0',
      recipients: [recipient],
    });
    const url = new URL('api/v5/flow/', `${this.options.baseUrl.replace(/\/+$/, '')}/`);
    await sendResiliently(PROVIDER, this.options, async () => {
      const answer = await postOnce(
        PROVIDER,
        {
          url,
          headers: {
            authkey: this.options.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
        },
        this.options.timeoutMs,
        this.options.fetch,
      );
      const reply = parseReply(answer.text);
      const failure =
        statusFailure(answer.status) ?? (reply?.type === 'success' ? undefined : 'refused');
      if (failure) {
        // MSG91's message may quote the number: only its code is kept.
        throw answeredFailure(
          PROVIDER,
          failure,
          answer.status,
          reply?.code ?? String(answer.status),
        );
      }
    });
  }
}

function parseReply(text: string): { type?: string; code?: string } | undefined {
  try {
    const json = JSON.parse(text) as { type?: unknown; code?: unknown };
    return {
      type: typeof json.type === 'string' ? json.type : undefined,
      code:
        typeof json.code === 'string' || typeof json.code === 'number'
          ? String(json.code).slice(0, 40)
          : undefined,
    };
  } catch {
    return undefined;
  }
}
