/**
 * Listens for chunk load failures that nothing else handles — for example the
 * route chunks Docusaurus preloads before hydrating the first page — and
 * reloads once to recover from a stale deploy.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { isChunkLoadError, reloadOnce } from '@site/src/utils/chunkRecovery';

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  });
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) reloadOnce();
  });
}
