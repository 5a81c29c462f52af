import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

const word = (page: Page) => page.getByTestId('rotating-word').locator('[data-current]').textContent();

test.describe('home page', () => {
  test('the rotating word changes after about 5 s, and screen readers get one sentence', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /bundle your\s+assets, scripts, images and styles/,
    );
    expect(await word(page)).toBe('assets');
    await page.waitForTimeout(4000);
    expect(await word(page)).toBe('assets');
    await expect.poll(() => word(page), { timeout: 3000 }).toBe('scripts');
  });

  test('the cube turns a quarter every 5 s', async ({ page }) => {
    await page.goto('/');
    const outer = page.getByTestId('cube').locator(':scope > div');
    const before = await outer.getAttribute('style');
    expect(before).toContain('rotateY(45deg)');
    await expect.poll(() => outer.getAttribute('style'), { timeout: 7000 }).toContain('rotateY(135deg)');
  });

  test('nothing moves for readers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForTimeout(6000);
    expect(await word(page)).toBe('assets');
    await expect(page.getByTestId('cube').locator(':scope > div')).toHaveAttribute('style', /rotateY\(45deg\)/);
  });

  test('links the getting-started guide and the concepts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
      'href',
      '/guides/getting-started/',
    );
    await expect(page.getByRole('link', { name: 'Concepts', exact: true })).toHaveAttribute('href', '/concepts/');
    for (const heading of ['Write Your Code', 'Bundle It', 'Ready to build something?']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });

  test('the version badge falls back to text when the badge service is out of reach', async ({
    page,
    externalRequests,
  }) => {
    await page.goto('/');
    await expect(page.getByText(/^webpack 5\.\d+\.\d+$/)).toBeVisible();
    expect(externalRequests.some((url) => url.startsWith('https://img.shields.io/npm/v/webpack.svg'))).toBe(true);
    expect(externalRequests.find((url) => url.includes('shields.io'))).toContain('maxAge=3600');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('Support the Team', () => {
  test('the sponsor lists are not in the server HTML and load as a separate chunk in the browser', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Support the Team');
    expect(html).toContain('Platinum Sponsors');
    expect(html).not.toContain('Fixture Platinum Co');

    const chunks: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text()).includes('fixture-platinum-co'))
        chunks.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Fixture Platinum Co' })).toBeAttached();
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).not.toMatch(/\/main\.[^/]+\.js$/);
  });

  test('the checkbox switches the headings between total and monthly', async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.9;
    });
    await page.goto('/');
    const sponsors = page.locator('#sponsors');
    await expect(sponsors.getByRole('heading', { name: 'Platinum Sponsors' })).toBeVisible();
    const checkbox = sponsors.getByRole('checkbox', { name: /average monthly amount/ });
    await expect(checkbox).not.toBeChecked();
    await checkbox.check();
    await expect(sponsors.getByRole('heading', { name: 'Platinum Monthly Sponsors' })).toBeVisible();
    await expect(sponsors.getByRole('heading', { name: 'Gold Monthly Sponsors' })).toBeVisible();
    await checkbox.uncheck();
    await expect(sponsors.getByRole('heading', { name: 'Platinum Sponsors' })).toBeVisible();
  });

  test('starts in monthly mode when the browser draws under 0.33', async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.2;
    });
    await page.goto('/');
    await expect(page.locator('#sponsors').getByRole('checkbox')).toBeChecked();
    await expect(page.locator('#sponsors').getByRole('heading', { name: 'Platinum Monthly Sponsors' })).toBeVisible();
  });

  test('requests no avatar until the lists scroll into view', async ({ page, externalRequests }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Fixture Platinum Co' })).toBeAttached();
    await page.waitForTimeout(800);
    const avatars = () => externalRequests.filter((url) => url.startsWith('https://images.opencollective.com/'));
    expect(avatars()).toEqual([]);
    await page.locator('#sponsors').scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'Backers' }).scrollIntoViewIfNeeded();
    await expect.poll(() => avatars().length).toBeGreaterThan(0);
    // Blocked requests fall back to the placeholder image.
    const platinum = page.getByRole('link', { name: 'Fixture Platinum Co' }).locator('img');
    await expect.poll(() => platinum.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});
