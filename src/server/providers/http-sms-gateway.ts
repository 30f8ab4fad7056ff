import type { CircuitBreaker } from './circuit-breaker.js';
import type { SmsGateway, SmsMessage } from './providers.js';
import type { RetryPolicy } from './signed-http-client.js';
import { answeredFailure, postOnce, sendResiliently, statusFailure } from './sms-delivery.js';

export { SmsDeliveryError } from './sms-delivery.js';

/**
 * SMS through an HTTP gateway of our own contract: POST {url} with JSON
 * `{ "to": "+91XXXXXXXXXX", "text": "…" }` and `Authorization: Bearer {token}`; any 2xx means
 * accepted. Failures throw SmsDeliveryError with a reason that never contains the number or the
 * text, so it is safe to log.
 */

export interface HttpSmsGatewayOptions {
  url: string;
  token: string;
  timeoutMs: number;
  retry?: RetryPolicy;
  breaker?: CircuitBreaker;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

const PROVIDER = 'SMS gateway';

export class HttpSmsGateway implements SmsGateway {
  constructor(private readonly options: HttpSmsGatewayOptions) {}

  async send(message: SmsMessage): Promise<void> {
    await sendResiliently(PROVIDER, this.options, async () => {
      const { status } = await postOnce(
        PROVIDER,
        {
          url: this.options.url,
          headers: {
            authorization: `Bearer ${this.options.token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ to: `+91${message.to}`, text: message.text }),
        },
        this.options.timeoutMs,
        this.options.fetch,
      );
      const failure = statusFailure(status);
      if (failure) throw answeredFailure(PROVIDER, failure, status);
    });
  }
}
