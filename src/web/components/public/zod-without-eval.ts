import { config } from 'zod';

/**
 * zod checks without compiling code: the page's Content Security Policy refuses eval, and zod
 * would try it (and have the browser report the refusal) when its first schema is made. Imported
 * before any module that makes a schema.
 */
config({ jitless: true });
