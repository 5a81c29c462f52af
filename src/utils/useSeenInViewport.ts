/**
 * True once an element has been in the viewport, or within `marginPx` above or below it: IntersectionObserver, or a
 * periodic check where it is missing.
 */
import { useEffect, useState, type RefObject } from 'react';
import { TIMINGS } from '@site/src/constants';

function isInViewport(element: Element, marginPx: number): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight + marginPx && rect.bottom > -marginPx && rect.width > 0;
}

export function useSeenInViewport(ref: RefObject<Element | null>, { marginPx = 0 } = {}): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return undefined;
    if (typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
        },
        { rootMargin: `${marginPx}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }
    const timer = window.setInterval(() => {
      if (isInViewport(element, marginPx)) setSeen(true);
    }, TIMINGS.contributorsCheckMs);
    return () => window.clearInterval(timer);
  }, [ref, seen, marginPx]);
  return seen;
}
