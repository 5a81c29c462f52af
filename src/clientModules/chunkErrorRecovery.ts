/**
 * Chunk loading that survives a failed request: every chunk request that fails is made once more (before the
 * first page's route chunks are preloaded, since client modules run first). Failures that remain and that nothing
 * else handles — for example the route chunks Docusaurus preloads before hydrating the first page — reload the page
 * once to recover from a stale deploy, then tell the reader.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {
  type ChunkRuntime,
  isChunkLoadError,
  recoverFromChunkError,
  retryFailedChunks,
} from '@site/src/utils/chunkRecovery';

// The bundler's runtime, which the bundler gives every module.
declare const __webpack_require__: ChunkRuntime;

if (ExecutionEnvironment.canUseDOM) {
  retryFailedChunks(__webpack_require__);
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) recoverFromChunkError();
  });
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) recoverFromChunkError();
  });
}
