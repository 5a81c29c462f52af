/**
 * The mobile drawer's swipe gestures (SPEC §4 "Mobile sidebar"). A chunk of its own: index.tsx loads it on touch
 * devices only, the first time the left edge is touched or the drawer is opened.
 */
import { followTouch, listenToTouches, openerOffset, swipeAction, trackTouch, type TrackedTouch } from './swipe';

/** Shows the closed drawer `offset` px out, following the finger; null hands it back to the theme's CSS. */
function followFinger(panel: HTMLElement, offset: number | null): void {
  if (offset === null) {
    for (const property of ['transform', 'transition', 'visibility', 'opacity']) panel.style.removeProperty(property);
    return;
  }
  panel.style.transition = 'none';
  panel.style.visibility = 'visible';
  panel.style.opacity = '1';
  panel.style.transform = `translate3d(calc(-100% + ${offset}px), 0, 0)`;
}

/**
 * A rightward swipe from the edge opens the drawer, which follows the finger up to 295 px. `first` is the touch that
 * asked for this code, followed so far by index.tsx: it carries on here, or is judged at once if it has ended.
 * Returns the unbinding.
 */
export function bindEdgeSwipe(
  edge: HTMLElement,
  panel: HTMLElement,
  open: () => void,
  first?: TrackedTouch,
): () => void {
  let touch = first;
  const finish = () => {
    if (!touch) return;
    const { x, y, startX, startY } = touch;
    touch = undefined;
    followFinger(panel, null);
    if (swipeAction(x - startX, y - startY, false) === 'open') open();
  };
  const onEnd = (event: TouchEvent) => {
    if (touch && followTouch(touch, event)) finish();
  };
  // The finger that asked for this code: judged now if it has been lifted, else the drawer catches up with it.
  if (touch?.ended) finish();
  else if (touch) followFinger(panel, openerOffset(touch.x - touch.startX));
  const stopListening = listenToTouches(edge, {
    touchstart: (event) => {
      touch = trackTouch(event);
    },
    touchmove: (event) => {
      if (touch && followTouch(touch, event)) followFinger(panel, openerOffset(touch.x - touch.startX));
    },
    touchend: onEnd,
    touchcancel: onEnd,
  });
  return () => {
    stopListening();
    followFinger(panel, null);
  };
}

/** A leftward swipe on the open drawer closes it. Returns the unbinding. */
export function bindDrawerSwipe(panel: HTMLElement, close: () => void): () => void {
  let touch: TrackedTouch | undefined;
  return listenToTouches(panel, {
    touchstart: (event) => {
      touch = trackTouch(event);
    },
    touchend: (event) => {
      if (!touch || !followTouch(touch, event)) return;
      if (swipeAction(touch.x - touch.startX, touch.y - touch.startY, true) === 'close') close();
      touch = undefined;
    },
  });
}
