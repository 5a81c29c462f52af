/**
 * Swipe gestures for the mobile sidebar (the theme's navbar drawer), on touch devices: a swipe right from the left
 * edge opens it, the drawer following the finger; a swipe left on the open drawer closes it. On doc pages a 5 px
 * strip at the edge shows that the drawer is there.
 *
 * The gesture code is a chunk of its own (./gestures), requested the first time the edge is touched or the drawer is
 * opened: a reader with a mouse, or one who never uses the drawer, never downloads it. The touch that asks for it is
 * followed here until the chunk has arrived, so the first swipe is not lost.
 */
import React, { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useLocation } from '@docusaurus/router';
import { sectionOf } from '@site/src/utils/sections';
import { followTouch, listenToTouches, trackTouch, type TrackedTouch } from './swipe';
import type * as GesturesModule from './gestures';
import styles from './styles.module.css';

type Gestures = typeof GesturesModule;

const loadGestures = (): Promise<Gestures> => import(/* webpackChunkName: "sidebar-swipe" */ './gestures');

/** The theme's drawer, rendered next to this component. */
const PANEL_SELECTOR = '.navbar-sidebar';

const hasTouchScreen = () => navigator.maxTouchPoints > 0 || window.matchMedia('(any-pointer: coarse)').matches;
const noChanges = () => () => {};

/** Whether the device has a touch screen (false in the server render). */
function useTouchScreen(): boolean {
  return useSyncExternalStore(noChanges, hasTouchScreen, () => false);
}

export default function SidebarSwipe(): React.ReactNode {
  const { shown, toggle } = useNavbarMobileSidebar();
  const { pathname } = useLocation();
  const touchScreen = useTouchScreen();
  const edgeRef = useRef<HTMLDivElement>(null);
  const [gestures, setGestures] = useState<Gestures>();
  const loading = useRef(false);
  const firstTouch = useRef<TrackedTouch | undefined>(undefined);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadGestures().then(setGestures, () => {
      // Offline with the chunk never cached: the drawer still opens from its button; try again on the next touch.
      loading.current = false;
    });
  }, []);

  // The drawer opened from its button: its closing swipe is wanted.
  useEffect(() => {
    if (touchScreen && shown) load();
  }, [touchScreen, shown, load]);

  // Until the gestures are here, a touch on the edge asks for them and is followed, to be handed over.
  useEffect(() => {
    const edge = edgeRef.current;
    if (!edge || gestures) return undefined;
    const follow = (event: TouchEvent) => {
      if (firstTouch.current) followTouch(firstTouch.current, event);
    };
    return listenToTouches(edge, {
      touchstart: (event) => {
        firstTouch.current = trackTouch(event);
        load();
      },
      touchmove: follow,
      touchend: follow,
      touchcancel: follow,
    });
  }, [touchScreen, gestures, load]);

  // The edge is out of the way while the drawer is open: it only ever opens it.
  useEffect(() => {
    const edge = edgeRef.current;
    const panel = document.querySelector<HTMLElement>(PANEL_SELECTOR);
    if (!gestures || !edge || !panel || shown) return undefined;
    const first = firstTouch.current;
    firstTouch.current = undefined;
    return gestures.bindEdgeSwipe(edge, panel, toggle, first);
  }, [gestures, shown, toggle]);

  useEffect(() => {
    const panel = document.querySelector<HTMLElement>(PANEL_SELECTOR);
    if (!gestures || !panel || !shown) return undefined;
    return gestures.bindDrawerSwipe(panel, toggle);
  }, [gestures, shown, toggle]);

  if (!touchScreen) return null;
  // In <body>, not in the navbar, so that the navbar and the banner are painted over the strip.
  return createPortal(
    <div
      ref={edgeRef}
      className={clsx(styles.edge, sectionOf(pathname) && styles.peek, shown && styles.hidden)}
      aria-hidden="true"
    />,
    document.body,
  );
}
