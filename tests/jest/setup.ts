import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. On a loaded 2-core machine the first render of a suite (the
// accessibility tree that role queries compute in jsdom) can take longer than that; a wait that ends when the
// element appears costs nothing more when it is fast.
configure({ asyncUtilTimeout: 5000 });

// Tests of build-time code choose the node environment (`@jest-environment node`): nothing below applies there.
if (typeof window !== 'undefined') installBrowserShims();

function installBrowserShims() {
  // Docusaurus' Link prefetches routes through this global in the browser.
  Object.assign(window, {
    docusaurus: {
      prefetch: () => Promise.resolve(),
      preload: () => Promise.resolve(),
    },
  });

  // jsdom lacks document.createEvent('StorageEvent'), which Docusaurus' storage
  // slots use to tell the current window about a change.
  const createEvent = document.createEvent.bind(document);
  document.createEvent = ((type: string) => {
    if (type !== 'StorageEvent') return createEvent(type);
    const event = createEvent('Event');
    Object.assign(event, {
      initStorageEvent(
        name: string,
        bubbles: boolean,
        cancelable: boolean,
        key: string,
        oldValue: string,
        newValue: string,
        url: string,
        storageArea: Storage,
      ) {
        event.initEvent(name, bubbles, cancelable);
        Object.assign(event, { key, oldValue, newValue, url, storageArea });
      },
    });
    return event;
  }) as typeof document.createEvent;
}
