import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UploadPanImageResponse } from '../../shared/api/pan.js';
import * as schemas from '../../shared/api/pan.js';
import { PAN_ROUTES } from '../../shared/api/pan-routes.js';
import { panFromInput } from '../../shared/pan.js';
import { digest } from '../crypto/field-encryption.js';
import { sentence } from '../i18n/messages.js';
import { panInBody, subjectCap, subjectRateLimit } from '../limits/subject-rate-limit.js';
import { knownDeviceOfPanInBody } from '../otp/known-device.js';
import { declaredRoute } from '../platform/declared-route.js';
import { HttpProblem } from '../platform/http-problem.js';
import { detectImageType } from './image-type.js';
import { OcrBusyError, OcrFailedError } from './ocr.js';
import { readPanCard, UnreadableImageError } from './pan-card-reader.js';
import { type PanVerdict, verifyPan } from './pan-verification.js';

export const PAN_RATE_LIMITS = {
  validatePerIp: { max: 20, timeWindow: 60_000 },
  validatePerPan: { max: 10, timeWindowMs: 60_000 },
  uploadPerIp: { max: 10, timeWindow: 60_000 },
  /** Wrong holder names told as wrong per PAN per day, across every instance and address. */
  wrongNamesPerPan: { max: 5, timeWindowMs: 24 * 60 * 60 * 1000 },
} as const;

/** PAN verification: POST /api/validate-pan, POST /api/upload-pan-image. */
export const panRoutes: FastifyPluginAsyncZod = async (app) => {
  const wrongName = subjectCap(app, { name: 'wrong-name', ...PAN_RATE_LIMITS.wrongNamesPerPan });
  const wrongNameCounted = (request: FastifyRequest, panNumber: string) => () =>
    wrongName(request, digest(app.secrets.hmacKey, 'pan', panNumber));

  app.route({
    ...declaredRoute(schemas, PAN_ROUTES.validatePan),
    config: { rateLimit: PAN_RATE_LIMITS.validatePerIp },
    preHandler: subjectRateLimit(app, {
      ...PAN_RATE_LIMITS.validatePerPan,
      name: 'validate-pan',
      subjectOf: panInBody,
      exempt: knownDeviceOfPanInBody(app),
    }),
    handler: async (request) => {
      const verdict = await verifyPan(
        app.providers.panRegistry,
        { panNumber: request.body.pan_number, holderName: request.body.holder_name },
        wrongNameCounted(request, panFromInput(request.body.pan_number)),
      );
      return panAnswer(verdict, request.say(verdict.sentence));
    },
  });

  app.route({
    ...declaredRoute(schemas, PAN_ROUTES.uploadPanImage, {
      description:
        'multipart/form-data with one field `file`: a JPEG, PNG or WebP image of at most 5 MB.',
      consumes: ['multipart/form-data'],
    }),
    config: { rateLimit: PAN_RATE_LIMITS.uploadPerIp },
    handler: async (request): Promise<UploadPanImageResponse> => {
      const bytes = await uploadedFile(request);
      if (!detectImageType(bytes)) {
        throw new HttpProblem(400, 'UNSUPPORTED_IMAGE', sentence('imageWrongType'));
      }
      let fields: Awaited<ReturnType<typeof readPanCard>>;
      const timer = app.metrics.ocrDuration.startTimer();
      try {
        fields = await readPanCard(app.ocr, bytes);
        timer({ outcome: fields.panNumber ? 'read' : 'unreadable' });
      } catch (error) {
        timer({ outcome: 'failed' });
        throw ocrProblem(error);
      }
      if (!fields.panNumber) {
        return {
          is_valid: false,
          success: false,
          message: request.say(sentence('imageUnreadable')),
          pan_number: null,
          extracted_pan: null,
          holder_name: fields.holderName,
        };
      }
      const verdict = await verifyPan(
        app.providers.panRegistry,
        { panNumber: fields.panNumber, holderName: fields.holderName ?? undefined },
        wrongNameCounted(request, fields.panNumber),
      );
      return {
        ...panAnswer(verdict, request.say(verdict.sentence)),
        success: verdict.valid,
        extracted_pan: verdict.panNumber,
      };
    },
  });
};

/**
 * The bytes of the one `file` part. A missing file or a non-multipart body is a 400, and so is a
 * body that breaks off or is not well-formed multipart (the client's upload went wrong, not us).
 */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  const missing = () => new HttpProblem(400, 'NO_FILE', sentence('imageMissing'));
  if (!request.isMultipart()) throw missing();
  let bytes: Buffer;
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') throw missing();
    // Throws a 413 (answered 'File too large. Max 5MB allowed.') past the multipart limit.
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpProblem || isFileTooLarge(error)) throw error;
    throw new HttpProblem(400, 'UPLOAD_BROKEN', sentence('uploadBroken'));
  }
  if (bytes.length === 0) throw missing();
  return bytes;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

function ocrProblem(error: unknown): unknown {
  if (error instanceof UnreadableImageError) {
    return new HttpProblem(400, 'UNREADABLE_IMAGE', sentence('imageUndecodable'));
  }
  if (error instanceof OcrBusyError || error instanceof OcrFailedError) {
    return new HttpProblem(503, 'OCR_UNAVAILABLE', sentence('ocrUnavailable'));
  }
  return error;
}

/** The spec's answer to a PAN check: is_valid, the sentence, the PAN and the name given. */
function panAnswer(verdict: PanVerdict, message: string) {
  return {
    is_valid: verdict.valid,
    message,
    pan_number: verdict.panNumber,
    holder_name: verdict.holderName,
  };
}
