/**
 * Accessibility checks shared by the specs: axe with the WCAG 2.1 A/AA rules and best practices (accessibility.spec.ts
 * runs it over each kind of page), and contrast by painted colours.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it (the vote app takes a while on a busy machine). */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
}

/**
 * Serious and critical axe violations of the WCAG 2.0/2.1 A and AA rules, as "rule: targets". Label-in-name
 * (WCAG 2.5.3) is still tagged experimental in axe 4, which leaves it out of a tag run: it is turned on by name.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Pauses every animation of the page at `ms` after its start (its delay included). */
export async function freezeAnimationsAt(page: Page, ms: number): Promise<void> {
  await page.evaluate((time) => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = time;
    }
  }, ms);
}

/**
 * The contrast ratio of an element's text against the background painted behind it: its own background or the
 * first opaque one of its ancestors (translucent layers are blended over it).
 */
export async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const parse = (colour: string): number[] => {
      const parts = colour.match(/[\d.]+/g)!.map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const over = (top: number[], bottom: number[]): number[] => {
      const alpha = top[3]!;
      return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha)).concat(1);
    };
    const layers: number[][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const background = parse(getComputedStyle(node).backgroundColor);
      if (background[3]! > 0) layers.push(background);
      if (background[3] === 1) break;
    }
    const backdrop = layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1]);
    const text = over(parse(getComputedStyle(element).color), backdrop);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.slice(0, 3).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(text), luminance(backdrop)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}
