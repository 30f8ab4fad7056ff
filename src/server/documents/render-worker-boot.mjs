// Worker threads start from plain JavaScript: load the TypeScript renderer through tsx.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
