import type { SmsGateway, SmsMessage } from './providers.js';

/**
 * SMS through an HTTP gateway: POST {url} with JSON `{ "to": "+91XXXXXXXXXX", "text": "…" }` and
 * `Authorization: Bearer {token}`; any 2xx means accepted. Failures throw SmsDeliveryError with
 * a reason that never contains the number or the text, so it is safe to log.
 */

export interface HttpSmsGatewayOptions {
  url: string;
  token: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

export class HttpSmsGateway implements SmsGateway {
  readonly #fetch: typeof fetch;

  constructor(private readonly options: HttpSmsGatewayOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async send(message: SmsMessage): Promise<void> {
    let response: Response;
    try {
      response = await this.#fetch(this.options.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ to: `+91${message.to}`, text: message.text }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new SmsDeliveryError(
          `SMS gateway did not answer within ${this.options.timeoutMs} ms`,
        );
      }
      throw new SmsDeliveryError('SMS gateway could not be reached');
    }
    // Drain the body so the connection can be reused; its content is not needed.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) {
      throw new SmsDeliveryError(`SMS gateway refused the message (HTTP ${response.status})`);
    }
  }
}
