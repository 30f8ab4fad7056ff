import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type MessageKey, type Sentence, sentence } from '../i18n/messages.js';
import { errorBody, HttpProblem } from '../platform/http-problem.js';

/**
 * The API's one error answer: `{ success: false, error, message }` with the sentence in the
 * request's language. Problems the handlers raise carry their own code and sentence; Fastify's
 * and the schemas' refusals are explained here in the same plain words.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
      const answer = (status: number, code: string, said: Sentence, details = {}) =>
        reply.code(status).send({ ...errorBody(code, request.say(said)), ...details });
      if (error instanceof HttpProblem) {
        return answer(error.statusCode, error.code, error.sentence, error.details);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        return answer(
          400,
          'INVALID_REQUEST',
          first ? schemaSentence(first) : sentence('requestNotValid'),
        );
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return answer(429, 'TOO_MANY_REQUESTS', sentence('tooManyRequests'));
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return answer(413, 'TOO_LARGE', sentence('imageTooLarge'));
      }
      if (status === 413) {
        return answer(413, 'TOO_LARGE', sentence('requestTooLarge', { limit: bodyLimit(request) }));
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, wrong content type): safe to explain in general words.
        request.log.info({ code: error.code }, 'client error');
        return answer(status, 'INVALID_REQUEST', clientErrorSentence(error));
      }
      request.log.error({ err: error }, 'request failed');
      return answer(500, 'INTERNAL', sentence('internal'));
    });
  },
  { name: 'errors', dependencies: ['message-language'] },
);

function clientErrorSentence(error: FastifyError): Sentence {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return sentence('invalidJson');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sentence('unsupportedMediaType');
    default:
      return sentence('badRequest');
  }
}

/** The body limit of the route asked, e.g. "64 KB". */
function bodyLimit(request: FastifyRequest): string {
  const bytes = request.routeOptions.bodyLimit ?? 0;
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

interface SchemaIssue {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/**
 * A schema refusal in plain words: the schema's own message when it names a sentence of the
 * catalogue (e.g. `.min(1, 'selectLoan')`), else one built from what failed and where.
 */
function schemaSentence(issue: SchemaIssue): Sentence {
  const { params } = issue;
  const number = (name: string) => Number(params[name]);
  if (issue.message && issue.message in MESSAGES) {
    return {
      key: issue.message as MessageKey,
      params: { maximum: number('maximum'), minimum: number('minimum') },
    };
  }
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'The request';
  switch (issue.keyword) {
    case 'invalid_type':
      return params.input === undefined
        ? sentence('fieldRequired', { field })
        : sentence('fieldWrongType', { field, type: String(params.expected) });
    case 'unrecognized_keys': {
      const keys = (params.keys as string[] | undefined) ?? [];
      return sentence('fieldsUnexpected', { fields: keys.join(', '), count: keys.length });
    }
    case 'too_big':
      if (params.origin === 'string') {
        return sentence('fieldTooLong', { field, maximum: number('maximum') });
      }
      if (params.origin === 'array') {
        return sentence('fieldTooManyItems', { field, maximum: number('maximum') });
      }
      return sentence('fieldTooBig', { field, maximum: number('maximum') });
    case 'too_small':
      if (params.origin === 'string') {
        return number('minimum') <= 1
          ? sentence('fieldRequired', { field })
          : sentence('fieldTooShort', { field, minimum: number('minimum') });
      }
      if (params.origin === 'array') {
        return sentence('fieldTooFewItems', { field, minimum: number('minimum') });
      }
      return sentence('fieldTooSmall', { field, minimum: number('minimum') });
    case 'invalid_value':
      return sentence('fieldNotOneOf', {
        field,
        values: ((params.values as unknown[] | undefined) ?? []).join(', '),
      });
    case 'invalid_format':
      return sentence('fieldBadFormat', { field });
    default:
      return sentence('requestNotValid');
  }
}
