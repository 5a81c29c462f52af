import { test, expect } from './fixtures';

test.describe('pages from package READMEs', () => {
  for (const [path, name] of [
    ['/loaders/css-loader/', 'css-loader'],
    ['/plugins/mini-css-extract-plugin/', 'mini-css-extract-plugin'],
  ] as const) {
    test(`${path} shows the package with links to its README, edit page and repository`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${name} | webpack`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const article = page.locator('article');
      await expect(article.getByRole('link', { name: 'Source README' })).toHaveAttribute(
        'href',
        /^https:\/\/github\.com\/.+\/README\.md$/,
      );
      await expect(article.getByRole('link', { name: 'Edit the README' })).toHaveAttribute(
        'href',
        /^https:\/\/github\.com\/.+\/edit\/.+README\.md$/,
      );
      await expect(article.getByRole('link', { name: 'Repository' })).toHaveAttribute(
        'href',
        /^https:\/\/github\.com\/[^/]+\/[^/]+$/,
      );
      await expect(page.getByRole('link', { name: 'Edit Document' })).toHaveAttribute('href', /\/edit\/.+README\.md$/);
      // Packages of the webpack organisations get no "maintained outside" note.
      await expect(article.getByText('outside the webpack organisation')).toHaveCount(0);
    });
  }

  test('a community package is marked as maintained outside webpack', async ({ page }) => {
    await page.goto('/plugins/html-webpack-plugin/');
    await expect(page.locator('article em', { hasText: 'outside the webpack organisation' })).toBeVisible();
  });

  test('the sidebars group the packages', async ({ page }) => {
    await page.goto('/loaders/css-loader/');
    const loaders = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(loaders.locator('.sidebar-group-heading', { hasText: 'CSS' })).toBeVisible();
    await expect(loaders.getByRole('link', { name: 'sass-loader', exact: true })).toBeVisible();

    await page.goto('/plugins/mini-css-extract-plugin/');
    const plugins = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(plugins.locator('.sidebar-group-heading', { hasText: 'webpack contrib' })).toBeVisible();
    await expect(plugins.locator('.sidebar-group-heading', { hasText: 'Community' })).toBeVisible();
  });

  test('the loaders page links every loader page', async ({ page }) => {
    await page.goto('/loaders/');
    for (const name of ['babel-loader', 'css-loader', 'sass-loader', 'thread-loader', 'val-loader']) {
      await expect(page.locator('article').getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/loaders/${name}/`,
      );
    }
  });
});
