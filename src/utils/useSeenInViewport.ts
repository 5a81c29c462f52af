/** True once an element has been in the viewport: IntersectionObserver, or a periodic check where it is missing. */
import { useEffect, useState, type RefObject } from 'react';
import { TIMINGS } from '@site/src/constants';

function isInViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0 && rect.width > 0;
}

export function useSeenInViewport(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return undefined;
    if (typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    }
    const timer = window.setInterval(() => {
      if (isInViewport(element)) setSeen(true);
    }, TIMINGS.contributorsCheckMs);
    return () => window.clearInterval(timer);
  }, [ref, seen]);
  return seen;
}
