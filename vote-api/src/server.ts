/** Entry point of `npm run vote-api`: the vote service with its settings from the environment. */
import { readConfig } from './config';
import { DataDirInUse } from './dataDirLock';
import { startService, StartupError } from './service';

startService(readConfig(), {
  warn: (message) => console.warn(`vote-api: ${message}`),
})
  .then(({ app, db, url, close }) => {
    app.log.info(`vote-api listening on ${url}, storage: ${db.kind}`);
    let stopping = false;
    const stop = (code: number) => {
      if (stopping) return;
      stopping = true;
      app.log.info('vote-api stopping: finishing the requests in flight');
      close().then(
        () => process.exit(code),
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', () => stop(0));
    process.once('SIGTERM', () => stop(0));
  })
  .catch((error: unknown) => {
    if (error instanceof DataDirInUse || error instanceof StartupError) {
      console.error(`vote-api failed to start: ${error.message}`);
    } else console.error('vote-api failed to start:', error);
    process.exit(1);
  });
