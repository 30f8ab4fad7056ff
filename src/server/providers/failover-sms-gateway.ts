import type { SmsGateway, SmsMessage } from './providers.js';
import { SmsDeliveryError } from './sms-delivery.js';

/**
 * The primary gateway, and the fallback when the primary is down, slow or paused by its breaker
 * (never when it refuses the text: the fallback would be refused the same way).
 */
export class FailoverSmsGateway implements SmsGateway {
  constructor(
    private readonly primary: SmsGateway,
    private readonly fallback: SmsGateway,
    private readonly onFailover: (error: SmsDeliveryError) => void = () => {},
  ) {}

  async send(message: SmsMessage): Promise<void> {
    try {
      await this.primary.send(message);
    } catch (error) {
      if (!(error instanceof SmsDeliveryError) || !error.failover) throw error;
      this.onFailover(error);
      await this.fallback.send(message);
    }
  }
}
