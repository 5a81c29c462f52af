/** Entry point of `npm run vote-api`: the vote service with its settings from the environment. */
import { readConfig } from './config';
import { DataDirInUse } from './dataDirLock';
import { startService } from './service';

let stop: (code: number) => void = (code) => process.exit(code);

startService(readConfig(), {
  warn: (message) => console.warn(`vote-api: ${message}`),
  onLockLost: () => {
    console.error('vote-api: lost the lock on the data directory; stopping.');
    stop(1);
  },
})
  .then(({ app, db, url, close }) => {
    app.log.info(`vote-api listening on ${url}, storage: ${db.kind}`);
    let stopping = false;
    stop = (code) => {
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
    if (error instanceof DataDirInUse) console.error(`vote-api failed to start: ${error.message}`);
    else console.error('vote-api failed to start:', error);
    process.exit(1);
  });
