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
