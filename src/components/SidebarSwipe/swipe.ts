/** When a horizontal swipe opens or closes the mobile sidebar (SPEC §4 "Mobile sidebar"). */
import { SIZES } from '@site/src/constants';

export type SwipeAction = 'open' | 'close' | null;

/**
 * A swipe longer than 20 px, near-horizontal (|dy/dx| < 0.8): rightwards opens
 * a closed sidebar, leftwards closes an open one. Anything else does nothing.
 */
export function swipeAction(dx: number, dy: number, open: boolean): SwipeAction {
  if (Math.abs(dx) <= SIZES.swipeThresholdPx) return null;
  if (Math.abs(dy / dx) >= SIZES.swipeSlopeLimit) return null;
  if (dx > 0 && !open) return 'open';
  if (dx < 0 && open) return 'close';
  return null;
}

/** How far the sidebar follows the finger while it is dragged open: 0 to 295 px. */
export function openerOffset(dx: number): number {
  return Math.min(Math.max(dx, 0), SIZES.swipeOpenerLimitPx);
}

/** A touch followed from where it started: its identifier, start and latest point, and whether it has ended. */
export type TrackedTouch = { id: number; startX: number; startY: number; x: number; y: number; ended: boolean };

/** Starts following the first finger of a touchstart. */
export function trackTouch(event: TouchEvent): TrackedTouch | undefined {
  const touch = event.changedTouches[0];
  if (!touch) return undefined;
  return {
    id: touch.identifier,
    startX: touch.clientX,
    startY: touch.clientY,
    x: touch.clientX,
    y: touch.clientY,
    ended: false,
  };
}

/** Moves a followed touch to its point in a touchmove or touchend; false when the event is about another finger. */
export function followTouch(tracked: TrackedTouch, event: TouchEvent): boolean {
  const touch = [...event.changedTouches].find((candidate) => candidate.identifier === tracked.id);
  if (!touch) return false;
  tracked.x = touch.clientX;
  tracked.y = touch.clientY;
  if (event.type === 'touchend' || event.type === 'touchcancel') tracked.ended = true;
  return true;
}

type TouchHandlers = Partial<
  Record<'touchstart' | 'touchmove' | 'touchend' | 'touchcancel', (event: TouchEvent) => void>
>;

/** Listens (passively: scrolling is never held up) to touch events on an element; returns the removal. */
export function listenToTouches(element: HTMLElement, handlers: TouchHandlers): () => void {
  const entries = Object.entries(handlers) as [string, EventListener][];
  for (const [type, handler] of entries) element.addEventListener(type, handler, { passive: true });
  return () => {
    for (const [type, handler] of entries) element.removeEventListener(type, handler);
  };
}
