import { render, type Sentence, sentence } from '../i18n/messages.js';

/** The one error body of the API: `success: false` and a sentence the user can act on. */
export interface ErrorBody {
  success: false;
  error: string;
  message: string;
}

/**
 * Thrown for failures the user can understand and fix: a stable `code` for programs, a sentence
 * for people (said in the request's language when answered; English in `message` for logs), and
 * `details`, extra fields that help the user act (e.g. the masked number on record), never
 * personal data.
 */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly sentence: Sentence,
    readonly details: Record<string, string | number> = {},
  ) {
    super(render(sentence, 'en'));
  }
}

export const notFound = (said: Sentence = sentence('notFound')) =>
  new HttpProblem(404, 'NOT_FOUND', said);

export function errorBody(code: string, message: string): ErrorBody {
  return { success: false, error: code, message };
}
