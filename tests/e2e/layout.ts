/** Checks of the layout from a tablet's width up, shared by the sitemap sweep and the tablet spec. */
import type { Page } from '@playwright/test';

/** The narrowest the page beside the docs sidebar may be. */
export const MIN_CONTENT_WIDTH = 560;

/**
 * What a reader would notice in the navbar from 768 px up: one of its links (Documentation, Contribute, Vote, Blog)
 * missing, entries drawn over one another or past the window's edge, the title cut short, a link on two lines.
 */
export function navbarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (element: Element) => element.getBoundingClientRect().width > 0;
    // A dropdown's own label, not the text of its menu.
    const name = (element: Element) =>
      (element.matches('.dropdown') ? element.querySelector('.navbar__link') : element)?.textContent?.trim() ||
      element.getAttribute('aria-label') ||
      element.tagName.toLowerCase();
    for (const link of document.querySelectorAll('.theme-layout-navbar-left > .navbar__item'))
      if (!shown(link)) problems.push(`navbar link "${name(link)}" is not shown`);
    const entries = [...document.querySelectorAll('.navbar__inner > .navbar__items > *')].filter(shown);
    entries.forEach((entry, index) => {
      const box = entry.getBoundingClientRect();
      if (box.left < -1 || box.right > document.documentElement.clientWidth + 1)
        problems.push(`navbar entry "${name(entry)}" is outside the window`);
      for (const other of entries.slice(index + 1)) {
        const next = other.getBoundingClientRect();
        const overlap = Math.min(box.right, next.right) - Math.max(box.left, next.left);
        if (overlap > 1) problems.push(`navbar entries "${name(entry)}" and "${name(other)}" overlap by ${overlap} px`);
      }
    });
    const title = document.querySelector('.navbar__title');
    if (title && title.scrollWidth > title.clientWidth) problems.push('the navbar title is cut short');
    for (const item of document.querySelectorAll('.navbar__items > .navbar__item'))
      if (item.getBoundingClientRect().height > 40) problems.push(`navbar entry "${name(item)}" takes two lines`);
    return problems;
  });
}

/**
 * On a docs page from 768 px up: the sidebar is a column of its own, shown, with at least MIN_CONTENT_WIDTH px for
 * the page beside it. Nothing to check on other pages.
 */
export function docsColumnProblems(page: Page): Promise<string[]> {
  return page.evaluate((minContentWidth) => {
    const sidebar = document.querySelector('.theme-doc-sidebar-container');
    if (!sidebar) return [];
    const problems: string[] = [];
    const menu = sidebar.querySelector('nav.menu');
    if (!menu || menu.getBoundingClientRect().width === 0) problems.push('the docs sidebar is not shown');
    const column = sidebar.nextElementSibling?.getBoundingClientRect();
    if (!column || column.left < sidebar.getBoundingClientRect().right - 1)
      problems.push('the page is not beside the docs sidebar');
    else if (column.width < minContentWidth)
      problems.push(`the page beside the docs sidebar is ${Math.round(column.width)} px wide`);
    return problems;
  }, MIN_CONTENT_WIDTH);
}
