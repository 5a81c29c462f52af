import { watchForWaiting } from '../registerOfflineWorker';

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
