// The vote service's slow tests: service processes (kill -9, a second instance, a stop in flight), backup and
// restore, a real PostgreSQL (the API, its restart under load), a full and a read-only disk.
// `npm run test:vote-api:slow`; part of `npm test`.
import fast from './jest.config.mjs';

/** @type {import('jest').Config} */
export default {
  ...fast,
  testMatch: ['**/__tests__/**/*.slow.test.ts'],
  // A bound for a loaded machine, where a service process takes up to a minute to start; no case should need it.
  testTimeout: 300_000,
};
