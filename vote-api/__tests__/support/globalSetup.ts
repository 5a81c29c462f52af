/** Jest's globalSetup for the vote service's tests: the PGlite templates, made once before any suite. */
import { ensureTemplates } from './pgliteTemplate';

export default function globalSetup(): void {
  ensureTemplates();
}
