import { z } from 'zod';
import { BUREAU_PATHS } from './bureau.js';
import { CONTRACT_ERRORS, type ContractErrorCode, errorBody } from './errors.js';
import { LENDER_PATHS, TEST_ACCOUNT } from './lender.js';
import { PAN_REGISTRY_PATHS } from './pan-registry.js';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  TIMESTAMP_WINDOW_SECONDS,
} from './signing.js';

/**
 * The contracts as OpenAPI 3.1 documents, generated from the zod schemas the adapters and the
 * sandbox use (`npm run contracts` writes docs/contracts/*.v1.yaml; a test keeps them equal).
 */

interface Operation {
  path: string;
  operationId: string;
  summary: string;
  request: string;
  answer: string;
  /** Error codes this operation may answer, besides those of every operation. */
  errors: readonly ContractErrorCode[];
}

interface Contract {
  file: string;
  title: string;
  /** Minor versions add optional fields only: every v1 implementation stays conforming. */
  version: string;
  description: string;
  exampleBaseUrl: string;
  operations: readonly Operation[];
}

const EVERY_OPERATION: readonly ContractErrorCode[] = [
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_KEY_REUSED',
  'INTERNAL_ERROR',
  'TEMPORARILY_UNAVAILABLE',
];

const SIGNING = `Every request is signed by the caller and every answer by the party, as \
docs/contracts/README.md describes: X-Key-Id, X-Timestamp (Unix seconds, within \
${TIMESTAMP_WINDOW_SECONDS} s) and X-Signature (base64url HMAC-SHA256). Every fetch carries an \
Idempotency-Key: the same key with the same body gets the same answer. PANs travel in request \
bodies only.`;

export const CONTRACTS: readonly Contract[] = [
  {
    file: 'bureau.v1.yaml',
    title: 'Credit bureau contract',
    // 1.1: loan accounts may carry closedOn, securityReturnedOn and chargesLevied.
    version: '1.1.0',
    description: `Credit reports for a PAN as of a date, and the mobile numbers the bureau holds for a PAN (one-time codes go only to those). ${SIGNING}`,
    exampleBaseUrl: 'https://bureau.example.in/loan-documents',
    operations: [
      {
        path: BUREAU_PATHS.creditReport,
        operationId: 'fetchCreditReport',
        summary: 'The credit report of a PAN as of a date',
        request: 'CreditReportRequest',
        answer: 'CreditReport',
        errors: [],
      },
      {
        path: BUREAU_PATHS.registeredMobiles,
        operationId: 'fetchRegisteredMobiles',
        summary: 'The mobile numbers the bureau holds for a PAN, the primary one first',
        request: 'RegisteredMobilesRequest',
        answer: 'RegisteredMobiles',
        errors: [],
      },
    ],
  },
  {
    file: 'pan-registry.v1.yaml',
    title: 'PAN registry contract',
    version: '1.0.0',
    description: `The holder on record for a PAN, or none. ${SIGNING}`,
    exampleBaseUrl: 'https://pan-registry.example.in/loan-documents',
    operations: [
      {
        path: PAN_REGISTRY_PATHS.holder,
        operationId: 'fetchHolder',
        summary: 'The name on record for a PAN (null when there is no record)',
        request: 'HolderRequest',
        answer: 'Holder',
        errors: [],
      },
    ],
  },
  {
    file: 'lender.v1.yaml',
    title: 'Lender contract',
    // 1.1: loan accounts may carry closedOn, securityReturnedOn and chargesLevied.
    // 1.2: and documentsHeld, the documents held against a running secured loan.
    version: '1.2.0',
    description: `One loan account's record as the lender holds it, by PAN and loan id, as of a date. ${SIGNING} Test account: every implementation answers PAN ${TEST_ACCOUNT.panNumber}, loan id ${TEST_ACCOUNT.loanId} (a running loan of its choice, never failing) and answers ACCOUNT_NOT_FOUND for ${TEST_ACCOUNT.missingLoanId}; \`npm run conformance\` checks an implementation against this contract with it.`,
    exampleBaseUrl: 'https://api.bank.example.in/loan-documents',
    operations: [
      {
        path: LENDER_PATHS.account,
        operationId: 'fetchAccount',
        summary: 'One loan account as of a date',
        request: 'AccountRequest',
        answer: 'LenderLoanAccount',
        errors: ['ACCOUNT_NOT_FOUND'],
      },
    ],
  },
];

/** The answer's signature headers, described once in components.headers. */
const SIGNATURE_HEADER_DESCRIPTIONS = {
  'X-Key-Id': 'The key the answer is signed with (the request’s).',
  'X-Timestamp': 'Unix seconds when the answer was signed.',
  'X-Signature':
    'base64url HMAC-SHA256 over status, request method, request path, request signature, timestamp and sha256(body), one per line.',
};
const headerId = (name: string) => name.replaceAll('-', '');
const signatureHeaders = Object.fromEntries(
  Object.keys(SIGNATURE_HEADER_DESCRIPTIONS).map((name) => [
    name,
    { $ref: `#/components/headers/${headerId(name)}` },
  ]),
);

/** Every schema with an id, as JSON Schema 2020-12 components (what a receiver accepts). */
function componentSchemas(): Record<string, unknown> {
  void errorBody; // registers the Error schema
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

/** The components a schema needs, itself included: every $ref followed. */
function needed(all: Record<string, unknown>, roots: string[]): string[] {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const match of JSON.stringify(all[id]).matchAll(/#\/components\/schemas\/(\w+)/g)) {
      if (match[1]) visit(match[1]);
    }
  };
  for (const root of roots) visit(root);
  return [...found].sort();
}

export function openApiDocument(contract: Contract): Record<string, unknown> {
  const all = componentSchemas();
  const roots = [
    'Error',
    ...contract.operations.flatMap((operation) => [operation.request, operation.answer]),
  ];
  const paths = Object.fromEntries(
    contract.operations.map((operation) => {
      const codes = [...EVERY_OPERATION, ...operation.errors];
      const byStatus = new Map<number, ContractErrorCode[]>();
      for (const code of codes) {
        const { status } = CONTRACT_ERRORS[code];
        byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
      }
      const errors = Object.fromEntries(
        [...byStatus.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, statusCodes]) => [
            String(status),
            {
              description: statusCodes
                .map((code) => `${code}${CONTRACT_ERRORS[code].retryable ? ' (retryable)' : ''}`)
                .join(', '),
              headers: signatureHeaders,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            },
          ]),
      );
      return [
        operation.path,
        {
          post: {
            operationId: operation.operationId,
            summary: operation.summary,
            parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: { $ref: `#/components/schemas/${operation.request}` },
                },
              },
            },
            responses: {
              '200': {
                description: 'The answer, signed',
                headers: {
                  ...signatureHeaders,
                  'Idempotent-Replayed': {
                    description:
                      'true when this repeats the answer to an earlier request with the same key',
                    schema: { type: 'string', enum: ['true'] },
                  },
                },
                content: {
                  'application/json': {
                    schema: { $ref: `#/components/schemas/${operation.answer}` },
                  },
                },
              },
              ...errors,
            },
          },
        },
      ];
    }),
  );
  return {
    openapi: '3.1.0',
    info: { title: contract.title, version: contract.version, description: contract.description },
    servers: [
      {
        url: '{baseUrl}',
        variables: {
          baseUrl: { default: contract.exampleBaseUrl, description: 'The party’s base URL' },
        },
      },
    ],
    security: [{ keyId: [], timestamp: [], signature: [] }],
    paths,
    components: {
      securitySchemes: {
        keyId: { type: 'apiKey', in: 'header', name: 'X-Key-Id' },
        timestamp: { type: 'apiKey', in: 'header', name: 'X-Timestamp' },
        signature: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Signature',
          description:
            'base64url HMAC-SHA256 over METHOD, path, timestamp and sha256(body), one per line.',
        },
      },
      headers: Object.fromEntries(
        Object.entries(SIGNATURE_HEADER_DESCRIPTIONS).map(([name, description]) => [
          headerId(name),
          { description, required: true, schema: { type: 'string' } },
        ]),
      ),
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_KEY_HEADER.replace(/(^|-)\w/g, (letter) => letter.toUpperCase()),
          in: 'header',
          required: true,
          description: `Same key and body, same answer (${IDEMPOTENT_REPLAY_HEADER}: true); same key, other body: 422 IDEMPOTENCY_KEY_REUSED.`,
          schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,128}$' },
        },
      },
      schemas: Object.fromEntries(needed(all, roots).map((id) => [id, all[id]])),
    },
  };
}
