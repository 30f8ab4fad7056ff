import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACTS } from '../src/server/providers/contracts/openapi.js';
import { contractYaml } from './contract-documents.js';

/** `npm run contracts`: writes docs/contracts/*.v1.yaml from the zod schemas of the contracts. */
for (const contract of CONTRACTS) {
  const file = path.join('docs/contracts', contract.file);
  await writeFile(file, contractYaml(contract));
  console.log(`wrote ${file}`);
}
