/**
 * The progress bar of a slow navigation: theme-classic's client module (`@docusaurus/theme-classic/lib/nprogress`,
 * which starts nprogress when the next page takes over 200 ms to load), loaded when the reader first follows a link
 * instead of with every page. Imported directly it put nprogress into the bundle every first visit runs before the
 * page is interactive (1.1 KB gzip), for a bar that no first visit shows. The browser bundle gets this module in its
 * place (./index.ts); the bar's stylesheet comes with the theme's module, a lazy chunk (plugins/perf/split-css).
 */
import type { ClientModule } from '@docusaurus/types';

type RouteArgs = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0];

let themeModule: Promise<ClientModule> | undefined;
const loadThemeModule = () =>
  // Hinted to the browser (`<link rel="prefetch">`) once the page has started, so the first navigation has it.
  (themeModule ??= import(/* webpackPrefetch: true */ '@docusaurus/theme-classic/lib/nprogress').then(
    (module) => module.default,
  ));

/** The navigation in progress, if any: the theme's module is handed only one that has not finished. */
let pending: RouteArgs | undefined;

const navigationProgress: ClientModule = {
  onRouteUpdate(args) {
    // Hash and query changes are not navigations the theme shows a bar for.
    if (!args.previousLocation || args.location.pathname === args.previousLocation.pathname) return undefined;
    pending = args;
    let stop: (() => void) | undefined;
    let stopped = false;
    loadThemeModule().then(
      (theme) => {
        if (!stopped && pending === args) stop = theme.onRouteUpdate?.(args) ?? undefined;
      },
      // Without the bar the navigation goes on as it would; the chunk error recovery sees a failed chunk.
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  },
  onRouteDidUpdate(args) {
    pending = undefined;
    // Only a loaded module can have started the bar.
    void themeModule?.then((theme) => theme.onRouteDidUpdate?.(args));
  },
};

export default navigationProgress;
