/**
 * Swipe gestures for the mobile sidebar (the theme's navbar drawer): a swipe
 * right from the left edge opens it, the drawer following the finger; a swipe
 * left on the open drawer closes it. On doc pages a 5 px strip at the edge
 * shows that the drawer is there.
 */
import React, { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { useDrag } from '@use-gesture/react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useLocation } from '@docusaurus/router';
import { sectionOf } from '@site/src/utils/sections';
import { openerOffset, swipeAction } from './swipe';
import styles from './styles.module.css';

const PANEL_SELECTOR = '.navbar-sidebar';

function followFinger(panel: HTMLElement | null, offset: number | null): void {
  if (!panel) return;
  if (offset === null) {
    panel.style.removeProperty('transform');
    panel.style.removeProperty('transition');
    panel.style.removeProperty('visibility');
    panel.style.removeProperty('opacity');
    return;
  }
  panel.style.transition = 'none';
  panel.style.visibility = 'visible';
  panel.style.opacity = '1';
  panel.style.transform = `translate3d(calc(-100% + ${offset}px), 0, 0)`;
}

export default function SidebarSwipe(): React.ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLElement | null>(null);

  // The drawer is rendered by the theme next to this component; find it before the gestures bind.
  useEffect(() => {
    panelRef.current = document.querySelector<HTMLElement>(PANEL_SELECTOR);
  });

  const bindEdge = useDrag(
    ({ last, movement: [dx, dy] }) => {
      if (mobileSidebar.shown) return;
      if (!last) {
        followFinger(panelRef.current, openerOffset(dx));
        return;
      }
      followFinger(panelRef.current, null);
      if (swipeAction(dx, dy, false) === 'open') mobileSidebar.toggle();
    },
    { pointer: { touch: true }, filterTaps: true },
  );

  // Closing swipes on the open drawer. Plain touch listeners: a gesture library bound to the drawer
  // swallows clicks on its links and buttons (it blocks the click that ends a drag).
  const { shown, toggle } = mobileSidebar;
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !shown) return undefined;
    let start: Touch | undefined;
    const onStart = (event: TouchEvent) => {
      start = event.touches[0];
    };
    const onEnd = (event: TouchEvent) => {
      const end = event.changedTouches[0];
      if (start && end && swipeAction(end.clientX - start.clientX, end.clientY - start.clientY, true) === 'close')
        toggle();
      start = undefined;
    };
    panel.addEventListener('touchstart', onStart, { passive: true });
    panel.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      panel.removeEventListener('touchstart', onStart);
      panel.removeEventListener('touchend', onEnd);
    };
  }, [shown, toggle]);

  return (
    <div
      {...bindEdge()}
      className={clsx(styles.edge, sectionOf(pathname) && styles.peek)}
      data-testid="sidebar-swipe-edge"
      aria-hidden="true"
    />
  );
}
