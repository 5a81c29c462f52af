/**
 * An IntersectionObserver for jsdom (which has none) that reports only when a test says so, and can say both things
 * a browser says: "not intersecting" (the element is out of view: nothing may load yet) and "intersecting". A mock
 * that only ever said "intersecting" would let code that loads on any report, or at once, pass.
 */
import { act } from '@testing-library/react';

type Watch = {
  target: Element;
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
  rootMargin: string;
};

/** What is being watched now: an observer that disconnected, or unobserved its element, is not reported to. */
const watches: Watch[] = [];

class ObserverForTests implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly scrollMargin = '0px';

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px';
  }

  observe(target: Element): void {
    watches.push({ target, callback: this.callback, observer: this, rootMargin: this.rootMargin });
  }

  unobserve(target: Element): void {
    removeWatches((watch) => watch.observer === this && watch.target === target);
  }

  disconnect(): void {
    removeWatches((watch) => watch.observer === this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function removeWatches(matches: (watch: Watch) => boolean): void {
  for (let i = watches.length - 1; i >= 0; i--) if (matches(watches[i]!)) watches.splice(i, 1);
}

/** Gives the window the observer above, watching nothing yet. */
export function installIntersectionObserver(): void {
  watches.length = 0;
  Object.assign(window, { IntersectionObserver: ObserverForTests });
}

/** Takes IntersectionObserver away again, as in a browser without it. */
export function removeIntersectionObserver(): void {
  watches.length = 0;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
}

/** The elements watched now, each with the root margin its observer was given. */
export function watched(): { target: Element; rootMargin: string }[] {
  return watches.map(({ target, rootMargin }) => ({ target, rootMargin }));
}

/**
 * Tells every observer watching `targets` (by default every watched element) that its element is, or is not,
 * intersecting its root, as a browser does after a scroll; React's updates are applied before this returns.
 */
export function reportIntersection(isIntersecting: boolean, targets?: readonly Element[]): void {
  const reached = watches.filter((watch) => !targets || targets.includes(watch.target));
  if (reached.length === 0) throw new Error('reportIntersection: no observer watches these elements');
  act(() => {
    for (const { target, callback, observer } of reached) {
      const rect = target.getBoundingClientRect();
      const entry: IntersectionObserverEntry = {
        target,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      };
      callback([entry], observer);
    }
  });
}
