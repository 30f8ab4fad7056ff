import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SmsDeliveryError } from '../providers/sms-delivery.js';
import { OtpService } from './otp-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One-time codes by SMS for every consent (bureau, batch, per lender). */
    otp: OtpService;
  }
}

export const otpPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.sandbox && app.config.smsGateway === 'outbox') {
      app.log.warn(
        'SANDBOX is off but SMS_GATEWAY is "outbox": texts (OTPs, notices) are stored, not delivered',
      );
    }
    app.decorate(
      'otp',
      new OtpService({
        db: app.database.db,
        clock: app.clock,
        hmacKey: app.secrets.hmacKey,
        masterKey: app.secrets.masterKey,
        sms: () => app.providers.sms,
        smsContext: app.config.smsContext,
        registeredMobiles: (panNumber) => app.providers.bureau.registeredMobiles(panNumber),
        // The error may quote the gateway's answer but never the number or the text.
        onSmsFailure: (error) =>
          app.log.error(
            error instanceof SmsDeliveryError
              ? {
                  provider: error.provider,
                  failure: error.failure,
                  code: error.code,
                  reason: error.message,
                }
              : { reason: error instanceof Error ? error.message : 'unknown' },
            'OTP SMS not sent',
          ),
        onBureauFailure: (error) =>
          app.log.warn(
            { reason: error instanceof Error ? error.message : 'unknown' },
            'registered mobile unavailable',
          ),
      }),
    );
  },
  { name: 'otp', dependencies: ['services'] },
);
