import fc from 'fast-check';
import { DEEP_PROPERTY_TESTS } from './property-runs.js';

/** Unit-test setup: every property test runs from one fixed seed, except in `npm run test:deep`. */
const FIXED_SEED = 20_261_124;
if (!DEEP_PROPERTY_TESTS) fc.configureGlobal({ seed: FIXED_SEED });
