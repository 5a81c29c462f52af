import { handOverLoadedFiles, watchForWaiting } from '../registerOfflineWorker';
import { KEEP_LOADED_FILES } from '../../sw/offline';

jest.mock('workbox-precaching', () => ({ cleanupOutdatedCaches: jest.fn() }));

/** A stand-in for a ServiceWorker: a state, statechange events, the messages it was sent. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  constructor(public active: FakeWorker | null) {
    super();
  }
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

const watch = (registration: FakeRegistration) =>
  watchForWaiting(registration as unknown as ServiceWorkerRegistration, false);

describe('offline worker updates', () => {
  it('tells a new worker that waits behind the active one to take over (offline mode off)', () => {
    const registration = new FakeRegistration(new FakeWorker('activated'));
    watch(registration);
    const next = new FakeWorker('installing');
    registration.find(next);
    expect(next.messages).toEqual([]);
    next.moveTo('installed');
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    // Once only, whatever else happens to it.
    next.moveTo('installed');
    expect(next.messages).toHaveLength(1);
  });

  it('takes up a worker that was already waiting when the page loaded', () => {
    const registration = new FakeRegistration(new FakeWorker('activated'));
    registration.waiting = new FakeWorker('installed');
    watch(registration);
    expect(registration.waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('leaves the first worker of a visitor alone: it activates without waiting', () => {
    const registration = new FakeRegistration(null);
    const first = new FakeWorker('installing');
    registration.installing = first;
    watch(registration);
    first.moveTo('installed');
    expect(first.messages).toEqual([]);
  });
});

/** A stand-in for navigator.serviceWorker: the worker controlling the page, and its controllerchange event. */
class FakeContainer extends EventTarget {
  constructor(public controller: FakeWorker | null) {
    super();
  }
  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

describe('the first page a reader opens', () => {
  const LOADED = [
    'https://webpack.test/assets/js/main.0ab31c42.js',
    'https://webpack.test/assets/css/styles.5b1f8d77.css',
  ];
  // jsdom keeps no resource timing: the entries a browser would list.
  const getEntriesByType = jest.fn(() => LOADED.map((name) => ({ name })));
  beforeAll(() => {
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: getEntriesByType });
  });
  afterAll(() => {
    Reflect.deleteProperty(performance, 'getEntriesByType');
  });

  it('hands the worker that takes it over the files it loaded, once, as the worker expects them', () => {
    const container = new FakeContainer(null);
    handOverLoadedFiles(container as unknown as ServiceWorkerContainer);
    const worker = new FakeWorker('activated');
    container.takeOver(worker);
    expect(getEntriesByType).toHaveBeenCalledWith('resource');
    expect(worker.messages).toEqual([{ type: KEEP_LOADED_FILES, urls: LOADED }]);
    container.takeOver(new FakeWorker('activated'));
    expect(worker.messages).toHaveLength(1);
  });

  it('sends nothing from a page a worker already controls: its files went through the worker', () => {
    const worker = new FakeWorker('activated');
    const container = new FakeContainer(worker);
    handOverLoadedFiles(container as unknown as ServiceWorkerContainer);
    container.takeOver(worker);
    expect(worker.messages).toEqual([]);
  });
});
