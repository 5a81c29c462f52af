/**
 * Whether the Support section ranks by total or by average monthly amount.
 * The server render and hydration use "total"; in the browser the section
 * starts in monthly mode a third of the time (MONTHLY_MODE_CHANCE).
 */
import { useSyncExternalStore } from 'react';
import { MONTHLY_MODE_CHANCE } from '@site/src/constants';
import type { Mode } from './rank';

let current: Mode | undefined;
const listeners = new Set<() => void>();

function browserMode(): Mode {
  current ??= Math.random() < MONTHLY_MODE_CHANCE ? 'monthly' : 'total';
  return current;
}

export function setSupportMode(mode: Mode): void {
  current = mode;
  listeners.forEach((listener) => listener());
}

export function useSupportMode(): Mode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    browserMode,
    () => 'total',
  );
}
