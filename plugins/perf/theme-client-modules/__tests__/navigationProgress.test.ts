/**
 * The progress bar of a slow navigation, with theme-classic's own module and nprogress loaded at the first navigation.
 */
import type { ClientModule } from '@docusaurus/types';

type Location = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0]['location'];

const at = (pathname: string, hash = ''): Location => ({ pathname, hash, search: '', state: undefined, key: pathname });
const bar = () => document.getElementById('nprogress');
// The dynamic import and the module's timers.
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

let navigationProgress: ClientModule;
let loads: number;

beforeEach(async () => {
  jest.resetModules();
  jest.useFakeTimers();
  document.body.innerHTML = '';
  loads = 0;
  jest.doMock('@docusaurus/theme-classic/lib/nprogress', () => {
    loads += 1;
    return jest.requireActual('@docusaurus/theme-classic/lib/nprogress');
  });
  navigationProgress = (await import('../navigationProgress')).default;
});

afterEach(() => jest.useRealTimers());

/** Starts a navigation as Docusaurus' PendingNavigation does, and returns the cleanup it calls once loaded. */
function navigate(from: Location, to: Location): () => void {
  const cleanup = navigationProgress.onRouteUpdate!({ previousLocation: from, location: to });
  return () => {
    (cleanup as (() => void) | undefined)?.();
    navigationProgress.onRouteDidUpdate!({ previousLocation: from, location: to });
  };
}

it('loads nothing for the first render or a change of hash', async () => {
  navigationProgress.onRouteUpdate!({ previousLocation: null, location: at('/concepts/') });
  navigationProgress.onRouteUpdate!({ previousLocation: at('/concepts/'), location: at('/concepts/', '#entry') });
  await settle();
  expect(loads).toBe(0);
});

it('shows the bar when the next page takes over 200 ms, and takes it away when it is there', async () => {
  const finish = navigate(at('/concepts/'), at('/configuration/output/'));
  await settle();
  expect(loads).toBe(1);
  jest.advanceTimersByTime(150);
  expect(bar()).toBeNull();
  jest.advanceTimersByTime(100);
  expect(bar()).not.toBeNull();
  finish();
  await settle();
  jest.runAllTimers();
  expect(bar()).toBeNull();
});

it('shows no bar for a fast navigation, nor for one that ended before the bar was loaded', async () => {
  navigate(at('/concepts/'), at('/guides/'))();
  await settle();
  jest.runAllTimers();
  expect(bar()).toBeNull();

  const finish = navigate(at('/guides/'), at('/plugins/'));
  await settle();
  jest.advanceTimersByTime(100);
  finish();
  await settle();
  jest.runAllTimers();
  expect(bar()).toBeNull();
  expect(loads).toBe(1);
});
