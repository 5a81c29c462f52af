/** Scrolling an element into the view of the panel it scrolls in (a sidebar), without moving the window. */

function scrollingAncestor(element: HTMLElement): HTMLElement | undefined {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return undefined;
}

/**
 * When `element` is not wholly visible in its nearest scrolling ancestor (the part of it inside the window), scrolls
 * that ancestor, and only it, so that the element sits a third of the way down that view.
 */
export function scrollIntoViewWithin(element: HTMLElement): void {
  const scroller = scrollingAncestor(element);
  if (!scroller) return;
  const rect = scroller.getBoundingClientRect();
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  const box = element.getBoundingClientRect();
  if (box.top >= top && box.bottom <= bottom) return;
  scroller.scrollTop += box.top - top - Math.max(0, (bottom - top - box.height) / 3);
}
