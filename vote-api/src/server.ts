/** Entry point of `npm run vote-api`: the vote service with its settings from the environment. */
import { readConfig } from './config';
import { startService } from './service';

startService(readConfig())
  .then(({ app, db, url, close }) => {
    app.log.info(`vote-api listening on ${url}, storage: ${db.kind}`);
    const stop = () => {
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error('vote-api failed to start:', error);
    process.exit(1);
  });
