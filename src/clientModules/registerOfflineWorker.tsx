/**
 * Registers the offline worker, as @docusaurus/plugin-pwa's `swRegister` option lets a site do, with the browser's
 * service worker API in place of workbox-window. The plugin's own module imported workbox-window into every first
 * visit; the browser API does what the site needs — register after the page has loaded, notice a worker that is
 * installed and waiting (from this tab or another), tell it to skip waiting, reload once it controls the page — so no
 * library loads at all. The worker is the plugin's (`sw.js` at the site's root, which reads `offlineMode` and `debug`
 * from its URL); the activation strategies are the ones the site gives the plugin (src/constants.ts), and the update
 * notice is the theme's `PwaReloadPopup` (src/theme/PwaReloadPopup).
 */
import React from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createStorageSlot } from '@docusaurus/theme-common';
import siteConfig from '@generated/docusaurus.config';
import { OFFLINE_MODE_ACTIVATION_STRATEGIES } from '@site/src/constants';

const SERVICE_WORKER_URL = `${siteConfig.baseUrl}sw.js`;

const appInstalledEventFired = createStorageSlot('docusaurus.pwa.event.appInstalled.fired');

type NavigatorWithRelatedApps = Navigator & {
  getInstalledRelatedApps?: () => Promise<{ platform: string }[]>;
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

/**
 * The activation strategies the site uses (src/constants.ts), each as plugin-pwa's registration decides it. Only
 * those are written here, as every first visit loads them: a strategy added to the constant without its test here
 * fails the type check (plugin-pwa also has `always`, `mobile`: width <= 996 px, and `saveData`).
 */
const STRATEGIES: Record<(typeof OFFLINE_MODE_ACTIVATION_STRATEGIES)[number], () => boolean | Promise<boolean>> = {
  appInstalled: isAppInstalled,
  standalone: () => window.matchMedia('(display-mode: standalone)').matches,
  queryString: () => new URLSearchParams(window.location.search).get('offlineMode') === 'true',
};

async function isOfflineModeEnabled(): Promise<boolean> {
  const active = await Promise.all(OFFLINE_MODE_ACTIVATION_STRATEGIES.map((name) => STRATEGIES[name]()));
  return active.some(Boolean);
}

async function clearRegistrations(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  window.location.reload();
}

/** The theme's update notice, rendered in a root of its own at the end of the page, with its code loaded now. */
async function showUpdateNotice(onReload: () => void): Promise<void> {
  const [{ createRoot }, { default: PwaReloadPopup }] = await Promise.all([
    import('react-dom/client'),
    import('@theme/PwaReloadPopup'),
  ]);
  const container = document.body.appendChild(document.createElement('div'));
  createRoot(container).render(<PwaReloadPopup onReload={onReload} />);
}

/** A worker that is installed while another controls the page waits: offer the update, or take it at once. */
function onWaiting(worker: ServiceWorker, offlineMode: boolean): void {
  const skipWaiting = () => worker.postMessage({ type: 'SKIP_WAITING' });
  // Without offline mode nothing is precached that could be stale: the new worker may take over right away.
  if (!offlineMode) {
    skipWaiting();
    return;
  }
  void showUpdateNotice(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    skipWaiting();
  });
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

/**
 * The first page a reader opens loads before any worker runs. When the worker takes it over, the page tells it what
 * it loaded without a worker, for the worker to keep (src/sw/offline.js, keepLoadedFiles): the page then reloads
 * offline whole. That is the files it had loaded then, and those still on their way then (scripts it prefetched for its
 * links, say) as they arrive: they too reached the page without the worker (`workerStart` 0), where what the page asks
 * for later goes through the worker, which keeps it itself.
 */
export function handOverLoadedFiles(container: ServiceWorkerContainer): void {
  if (container.controller) return;
  const handOver = (entries: PerformanceEntryList) => {
    const urls = (entries as PerformanceResourceTiming[]).filter((entry) => !entry.workerStart).map(({ name }) => name);
    if (urls.length > 0) container.controller?.postMessage({ type: 'KEEP_LOADED_FILES', urls });
  };
  container.addEventListener(
    'controllerchange',
    () => {
      handOver(performance.getEntriesByType('resource'));
      new PerformanceObserver((list) => handOver(list.getEntries())).observe({ type: 'resource' });
    },
    { once: true },
  );
}

async function register(): Promise<void> {
  handOverLoadedFiles(navigator.serviceWorker);
  const offlineMode = await isOfflineModeEnabled();
  const url = `${SERVICE_WORKER_URL}?params=${encodeURIComponent(JSON.stringify({ offlineMode, debug: false }))}`;
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
