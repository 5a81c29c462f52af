/** What the home page's heading paints in its rotating word's place: used by the home and visual specs. */
import type { Page } from '@playwright/test';

export type PaintedWord = {
  /** The text of the element painted at the centre of the word's window. */
  text: string;
  /** Its painted text lies inside the heading. */
  insideHeading: boolean;
  /**
   * Its painted text lies wholly inside every box around it that clips what overflows (the word's window first): no
   * letter of it is cut off. A word wider than its window passes a screenshot compared at a 1 % tolerance at 1280 px.
   */
  whole: boolean;
};

/** The word painted at the centre of the rotating word's window (the part of the h1 hidden from screen readers). */
export async function paintedWord(page: Page): Promise<PaintedWord> {
  return page.evaluate(() => {
    const heading = document.querySelector('main h1')!;
    const slot = heading.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    const element = document.elementFromPoint(slot.left + slot.width / 2, slot.top + slot.height / 2);
    if (!element) return { text: '', insideHeading: false, whole: false };
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    // Half a pixel for sub-pixel rounding of the boxes.
    const inside = (box: DOMRect) =>
      text.width > 0 &&
      text.left >= box.left - 0.5 &&
      text.right <= box.right + 0.5 &&
      text.top >= box.top - 0.5 &&
      text.bottom <= box.bottom + 0.5;
    const clips: DOMRect[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clips.push(node.getBoundingClientRect());
    }
    return {
      text: (element.textContent ?? '').trim(),
      insideHeading: inside(heading.getBoundingClientRect()),
      whole: clips.every(inside),
    };
  });
}
