import { stringify } from 'yaml';
import { type CONTRACTS, openApiDocument } from '../src/server/providers/contracts/openapi.js';

/** A contract's OpenAPI document as the YAML committed under docs/contracts/. */
export function contractYaml(contract: (typeof CONTRACTS)[number]): string {
  return `# Generated from src/server/providers/contracts by \`npm run contracts\`; do not edit.\n${stringify(
    openApiDocument(contract),
    { lineWidth: 100, aliasDuplicateObjects: false },
  )}`;
}
