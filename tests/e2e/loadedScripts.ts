/** What a page runs: the text of every script it loads until React has hydrated it. */
import type { Page, Response } from '@playwright/test';
import { expect } from './fixtures';

export async function loadedScripts(page: Page, pathname: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  };
  page.on('response', onResponse);
  await page.goto(pathname);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  page.off('response', onResponse);
  return (await Promise.all(bodies)).join('\n');
}

/** The paths of the stylesheets the page requests from now on, in order, as a list that grows as it requests them. */
export function requestedStylesheets(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
