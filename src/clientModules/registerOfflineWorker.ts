/**
 * Registers the offline worker: @docusaurus/plugin-pwa's `swRegister` module (3.10.2 `registerSw.js`), with the
 * browser's service worker API in place of workbox-window. The plugin's module imported workbox-window into every
 * first visit; the browser API does what the site needs — register after the page has loaded, notice a worker that
 * is installed and waiting (from this tab or another), tell it to skip waiting, reload once it controls the page — so
 * no library loads at all. The offline-mode activation strategies, the worker URL and the update notice are the
 * plugin's.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createStorageSlot } from '@docusaurus/theme-common';

// Set by the plugin's EnvironmentPlugin.
const SERVICE_WORKER_URL = process.env.PWA_SERVICE_WORKER_URL as string;
const ACTIVATION_STRATEGIES = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as string[];
const DEBUG = Boolean(process.env.PWA_DEBUG);
const MAX_MOBILE_WIDTH = 996;

const appInstalledEventFired = createStorageSlot('docusaurus.pwa.event.appInstalled.fired');

type NavigatorWithRelatedApps = Navigator & {
  getInstalledRelatedApps?: () => Promise<{ platform: string }[]>;
  connection?: { saveData?: boolean };
};

async function isAppInstalled(): Promise<boolean> {
  if (appInstalledEventFired.get() === 'true') return true;
  const nav = navigator as NavigatorWithRelatedApps;
  if (!nav.getInstalledRelatedApps) return false;
  try {
    return (await nav.getInstalledRelatedApps()).some((app) => app.platform === 'webapp');
  } catch {
    // Only top-level browsing contexts may ask (not an iframe).
    return false;
  }
}

const STRATEGIES: Record<string, () => boolean | Promise<boolean>> = {
  always: () => true,
  mobile: () => window.innerWidth <= MAX_MOBILE_WIDTH,
  saveData: () => Boolean((navigator as NavigatorWithRelatedApps).connection?.saveData),
  appInstalled: isAppInstalled,
  standalone: () => window.matchMedia('(display-mode: standalone)').matches,
  queryString: () => new URLSearchParams(window.location.search).get('offlineMode') === 'true',
};

async function isOfflineModeEnabled(): Promise<boolean> {
  const active = await Promise.all(ACTIVATION_STRATEGIES.map((name) => STRATEGIES[name]?.() ?? false));
  return active.some(Boolean);
}

async function clearRegistrations(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  window.location.reload();
}

/** A worker that is installed while another controls the page waits: offer the update, or take it at once. */
function onWaiting(worker: ServiceWorker, offlineMode: boolean): void {
  const skipWaiting = () => worker.postMessage({ type: 'SKIP_WAITING' });
  // Without offline mode nothing is precached that could be stale: the new worker may take over right away.
  if (!offlineMode) {
    skipWaiting();
    return;
  }
  void import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js').then(({ renderReloadPopup }) =>
    renderReloadPopup({
      onReload() {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        skipWaiting();
      },
    }),
  );
}

export function watchForWaiting(registration: ServiceWorkerRegistration, offlineMode: boolean): void {
  let offered: ServiceWorker | undefined;
  const offer = (worker: ServiceWorker | null) => {
    // Installed while another worker is active: waiting.
    const active = registration.active;
    if (!worker || worker === offered || worker.state !== 'installed' || !active || active === worker) return;
    offered = worker;
    onWaiting(worker, offlineMode);
  };
  const track = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => offer(worker));
    offer(worker);
  };
  offer(registration.waiting);
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
}

async function register(): Promise<void> {
  const offlineMode = await isOfflineModeEnabled();
  const url = `${SERVICE_WORKER_URL}?params=${encodeURIComponent(JSON.stringify({ offlineMode, debug: DEBUG }))}`;
  // As workbox-window does: register once the page has loaded, so that the worker's precaching does not compete
  // with the page for the network.
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  const registration = await navigator.serviceWorker.register(url);
  watchForWaiting(registration, offlineMode);
}

// The legacy install events (still fired by Chromium): after installing or uninstalling the app the worker URL
// changes (`offlineMode`), so the old registration goes.
function listenForInstallEvents(): void {
  window.addEventListener('appinstalled', () => {
    appInstalledEventFired.set('true');
    void clearRegistrations();
  });
  window.addEventListener('beforeinstallprompt', () => {
    if (appInstalledEventFired.get()) {
      appInstalledEventFired.del();
      void clearRegistrations();
    }
  });
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  listenForInstallEvents();
  register().catch((error: unknown) => console.error('Registering the offline worker failed', error));
}
