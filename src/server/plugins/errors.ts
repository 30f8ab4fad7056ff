import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error body of the API: `success: false` and a sentence the user can act on. */
export interface ErrorBody {
  success: false;
  error: string;
  message: string;
}

/** Thrown by handlers for failures the user can understand and fix. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new HttpProblem(404, 'NOT_FOUND', message);

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
      if (error instanceof HttpProblem) {
        return reply.code(error.statusCode).send(body(error.code, error.message));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        return reply
          .code(400)
          .send(body('INVALID_REQUEST', first?.message ?? 'The request is not valid.'));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply
          .code(429)
          .send(
            body('TOO_MANY_REQUESTS', 'Too many attempts. Please wait a minute and try again.'),
          );
      }
      if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return reply.code(413).send(body('TOO_LARGE', 'File too large. Max 5MB allowed.'));
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, wrong content type): safe to explain in general words.
        request.log.info({ code: error.code }, 'client error');
        return reply.code(status).send(body('INVALID_REQUEST', clientErrorMessage(error)));
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send(body('INTERNAL', 'Something went wrong on our side. Please try again in a moment.'));
    });
  },
  { name: 'errors' },
);

export function body(code: string, message: string): ErrorBody {
  return { success: false, error: code, message };
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    default:
      return 'The request could not be understood.';
  }
}
