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
  const THROUGH_THE_WORKER = 'https://webpack.test/assets/js/4087.9c1e22aa.js';
  const ARRIVING = 'https://webpack.test/assets/js/5133.63b3caca.js';
  // jsdom keeps no resource timing: the entries a browser would list. `workerStart` is 0 for a file the page
  // loaded without a worker.
  const getEntriesByType = jest.fn(() => [
    ...LOADED.map((name) => ({ name, workerStart: 0 })),
    { name: THROUGH_THE_WORKER, workerStart: 812.5 },
  ]);
  /** The page's resource observers, called as a browser calls them when files arrive. */
  let observers: ((list: { getEntries: () => unknown[] }) => void)[] = [];
  const arrive = (...entries: { name: string; workerStart: number }[]) => {
    for (const observer of observers) observer({ getEntries: () => entries });
  };
  beforeAll(() => {
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: getEntriesByType });
    Object.defineProperty(globalThis, 'PerformanceObserver', {
      configurable: true,
      value: class {
        constructor(private readonly callback: (typeof observers)[number]) {}
        observe({ type }: { type: string }) {
          if (type === 'resource') observers.push(this.callback);
        }
      },
    });
  });
  beforeEach(() => {
    observers = [];
  });
  afterAll(() => {
    Reflect.deleteProperty(performance, 'getEntriesByType');
    Reflect.deleteProperty(globalThis, 'PerformanceObserver');
  });

  it('hands the worker that takes it over the files it loaded without one, once, as the worker expects them', () => {
    const container = new FakeContainer(null);
    handOverLoadedFiles(container as unknown as ServiceWorkerContainer);
    const worker = new FakeWorker('activated');
    container.takeOver(worker);
    expect(getEntriesByType).toHaveBeenCalledWith('resource');
    expect(worker.messages).toEqual([{ type: KEEP_LOADED_FILES, urls: LOADED }]);
    container.takeOver(new FakeWorker('activated'));
    expect(worker.messages).toHaveLength(1);
  });

  it('hands over the files still on their way at the takeover as they arrive, not those the worker fetched', () => {
    const container = new FakeContainer(null);
    handOverLoadedFiles(container as unknown as ServiceWorkerContainer);
    arrive({ name: ARRIVING, workerStart: 0 });
    const worker = new FakeWorker('activated');
    container.takeOver(worker);
    arrive({ name: ARRIVING, workerStart: 0 }, { name: THROUGH_THE_WORKER, workerStart: 1204 });
    arrive({ name: THROUGH_THE_WORKER, workerStart: 1310 });
    expect(worker.messages).toEqual([
      { type: KEEP_LOADED_FILES, urls: LOADED },
      { type: KEEP_LOADED_FILES, urls: [ARRIVING] },
    ]);
  });

  it('sends nothing from a page a worker already controls: its files went through the worker', () => {
    const worker = new FakeWorker('activated');
    const container = new FakeContainer(worker);
    handOverLoadedFiles(container as unknown as ServiceWorkerContainer);
    container.takeOver(worker);
    expect(worker.messages).toEqual([]);
  });
});
