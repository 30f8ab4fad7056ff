import type { SNSClient, SNSClientConfig } from '@aws-sdk/client-sns';
import type { SmsGateway, SmsMessage } from './providers.js';
import {
  answeredFailure,
  connectionFailure,
  type DltRegistration,
  indianNumber,
  registeredTemplate,
  type SmsDeliveryError,
  type SmsFailure,
  type SmsResilienceOptions,
  sendResiliently,
  timeoutFailure,
} from './sms-delivery.js';

/**
 * AWS SNS: Publish to the phone number with the DLT attributes India requires
 * (AWS.MM.SMS.EntityId, AWS.MM.SMS.TemplateId), the header (AWS.SNS.SMS.SenderID) and
 * Transactional delivery. The SDK's own retries are off: ours retry only what cannot have sent
 * a text, under this gateway's breaker.
 */

export interface SnsSmsGatewayOptions extends SmsResilienceOptions {
  region: string;
  /** Another endpoint than AWS's (tests). */
  endpoint?: string | undefined;
  timeoutMs: number;
  dlt: DltRegistration;
  /** Tests pass fixed ones; else the SDK's usual chain (environment, profile, role). */
  credentials?: SNSClientConfig['credentials'];
}

const PROVIDER = 'AWS SNS';

/**
 * The AWS SDK, loaded when the first text is sent: every server imported it at start-up (one of
 * the largest modules), though only a server configured for SNS uses it.
 */
const loadSdk = () => import('@aws-sdk/client-sns');

export class SnsSmsGateway implements SmsGateway {
  #client: SNSClient | undefined;

  constructor(private readonly options: SnsSmsGatewayOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const { PublishCommand, SNSClient } = await loadSdk();
    const { options } = this;
    this.#client ??= new SNSClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      maxAttempts: 1,
    });
    const client = this.#client;
    const { dlt } = this.options;
    const template = registeredTemplate(PROVIDER, dlt, message);
    const attribute = (value: string) => ({ DataType: 'String', StringValue: value });
    const command = new PublishCommand({
      PhoneNumber: `+${indianNumber(message.to)}`,
      Message: message.text,
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': attribute('Transactional'),
        'AWS.SNS.SMS.SenderID': attribute(dlt.senderId),
        'AWS.MM.SMS.EntityId': attribute(dlt.entityId),
        'AWS.MM.SMS.TemplateId': attribute(template.templateId),
      },
    });
    await sendResiliently(PROVIDER, this.options, async () => {
      const signal = AbortSignal.timeout(this.options.timeoutMs);
      try {
        await client.send(command, { abortSignal: signal });
      } catch (error) {
        throw snsFailure(error, signal.aborted, this.options.timeoutMs);
      }
    });
  }

  close(): void {
    this.#client?.destroy();
  }
}

/** The SDK's error as a failure; its message may quote the number, so only its name is kept. */
function snsFailure(error: unknown, timedOut: boolean, timeoutMs: number): SmsDeliveryError {
  if (timedOut) return timeoutFailure(PROVIDER, timeoutMs);
  const details = error as {
    name?: string;
    code?: string;
    $fault?: 'client' | 'server';
    $metadata?: { httpStatusCode?: number };
  };
  const status = details.$metadata?.httpStatusCode;
  if (status === undefined) {
    const refused = details.code === 'ECONNREFUSED' || details.name === 'ECONNREFUSED';
    return connectionFailure(PROVIDER, refused ? 'unreachable' : 'broken', details.code);
  }
  const code = (details.name ?? String(status)).replace(/[^A-Za-z0-9]/g, '').slice(0, 60);
  const failure: SmsFailure =
    status === 429 || /Throttl/.test(code)
      ? 'throttled'
      : status >= 500 || details.$fault === 'server'
        ? 'server'
        : 'refused';
  return answeredFailure(PROVIDER, failure, status, code);
}
