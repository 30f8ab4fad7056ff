import { z } from 'zod';

/**
 * The error codes every outside-world contract answers with, in the body
 * `{ "error": { "code", "message" } }`. Whether a caller may retry is part of the contract.
 */
export const CONTRACT_ERRORS = {
  INVALID_REQUEST: { status: 400, retryable: false },
  INVALID_SIGNATURE: { status: 401, retryable: false },
  NOT_FOUND: { status: 404, retryable: false },
  ACCOUNT_NOT_FOUND: { status: 404, retryable: false },
  IDEMPOTENCY_KEY_IN_USE: { status: 409, retryable: true },
  IDEMPOTENCY_KEY_REUSED: { status: 422, retryable: false },
  INTERNAL_ERROR: { status: 500, retryable: true },
  TEMPORARILY_UNAVAILABLE: { status: 503, retryable: true },
} as const;

export type ContractErrorCode = keyof typeof CONTRACT_ERRORS;

export const contractErrorCodes = Object.keys(CONTRACT_ERRORS) as [
  ContractErrorCode,
  ...ContractErrorCode[],
];

export const errorBody = z
  .object({
    error: z.object({
      code: z.enum(contractErrorCodes),
      /** For people reading logs; never carries a PAN, mobile number or name. */
      message: z.string().max(500),
    }),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBody>;

export function contractError(code: ContractErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}
