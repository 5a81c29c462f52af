/**
 * Listens for chunk load failures that nothing else handles — for example the
 * route chunks Docusaurus preloads before hydrating the first page — and
 * reloads once to recover from a stale deploy, then tells the reader.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { isChunkLoadError, recoverFromChunkError } from '@site/src/utils/chunkRecovery';

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) recoverFromChunkError();
  });
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) recoverFromChunkError();
  });
}
