/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { repositoryUrl } from '../registry';
import { isMaintainedByWebpack, maintainerNote, packagePageIndex, pageLinks, renderPackagePage } from '../page';
import { README_PACKAGES, type ReadmePackage } from '../packages';
import type { CacheEntry } from '../cache';

const fixture = fs.readFileSync(path.join(__dirname, 'fixtures/example-loader.md'), 'utf8');
const packagePages = new Map([['css-loader', '/loaders/css-loader/']]);
const byName = (name: string) => README_PACKAGES.find((pkg) => pkg.name === name)!;

async function frontMatterOf(page: string) {
  return (await DEFAULT_PARSE_FRONT_MATTER({ filePath: 'page.md', fileContent: page })).frontMatter;
}

describe('a README page', () => {
  const pkg: ReadmePackage = {
    name: 'example-loader',
    kind: 'loader',
    group: 'CSS',
    repository: 'example/example-loader',
  };
  const entry: CacheEntry = {
    name: 'example-loader',
    version: '2.1.0',
    description: 'Loads examples.',
    repository: 'https://github.com/example/example-loader',
    readme: fixture,
    fetchedAt: '2026-11-20T10:00:00.000Z',
  };
  const page = renderPackagePage(pkg, entry, packagePages);

  it('is served in its section, with its group, order and the links of the content index', async () => {
    expect(await frontMatterOf(page)).toEqual({
      title: 'example-loader',
      slug: '/loaders/example-loader',
      description: 'Loads examples.',
      sort: 1,
      group: 'CSS',
      custom_edit_url: 'https://github.com/example/example-loader/edit/HEAD/README.md',
      source: 'https://github.com/example/example-loader/blob/HEAD/README.md',
      edit: 'https://github.com/example/example-loader/edit/HEAD/README.md',
      repo: 'https://github.com/example/example-loader',
      package_version: '2.1.0',
    });
  });

  it('starts with the italic note on who maintains it, then the links to the README, its edit page and repository', () => {
    const body = page.slice(page.indexOf('\n---\n') + 5).trimStart();
    expect(body).toMatch(
      /^_example-loader is not part of webpack: its authors maintain it in example\/example-loader\. This page shows its README\._\n\n\[Source README\]\(https:\/\/github\.com\/example\/example-loader\/blob\/HEAD\/README\.md\) · \[Edit the README\]\(https:\/\/github\.com\/example\/example-loader\/edit\/HEAD\/README\.md\) · \[Repository\]\(https:\/\/github\.com\/example\/example-loader\) · \[npm\]\(https:\/\/www\.npmjs\.com\/package\/example-loader\) \(version 2\.1\.0\)\n\nTurns examples into modules\./,
    );
  });
});

describe('the maintainer note', () => {
  it('says the webpack team maintains the packages of its organisations, in their own repositories', () => {
    const pkg = byName('terser-webpack-plugin');
    expect(maintainerNote(pkg, pageLinks(pkg, undefined), true)).toBe(
      'terser-webpack-plugin is not part of webpack core: the webpack team maintains it in its own repository, webpack/minimizer-webpack-plugin. This page shows its README.',
    );
    for (const repo of ['https://github.com/webpack-contrib/x', 'https://github.com/webpack/css-loader']) {
      expect(isMaintainedByWebpack({ npm: '', repo })).toBe(true);
    }
  });

  it('says third-party packages are maintained by their authors', () => {
    const pkg = byName('html-webpack-plugin');
    expect(maintainerNote(pkg, pageLinks(pkg, undefined), true)).toBe(
      'html-webpack-plugin is not part of webpack: its authors maintain it in jantimon/html-webpack-plugin. This page shows its README.',
    );
    expect(isMaintainedByWebpack({ npm: '' })).toBe(false);
  });

  it('is on every page: webpack-contrib ones too', () => {
    const pkg = byName('style-loader');
    const entry: CacheEntry = { name: pkg.name, version: '4.0.0', readme: '## Usage\n\nText.', fetchedAt: '' };
    expect(renderPackagePage(pkg, entry, packagePages)).toContain(
      '_style-loader is not part of webpack core: the webpack team maintains it in its own repository, webpack-contrib/style-loader. This page shows its README._',
    );
  });
});

describe('a page without its README', () => {
  it('says so, knows who maintains the package, and keeps the links it knows', async () => {
    const page = renderPackagePage(byName('css-loader'), undefined, packagePages);
    expect(page).toContain(
      '_css-loader is not part of webpack core: the webpack team maintains it in its own repository, webpack/css-loader._',
    );
    expect(page).not.toContain('outside');
    expect(page).toContain('**The README of css-loader could not be fetched when this site was built.**');
    expect(page).toContain('[Repository](https://github.com/webpack/css-loader)');
    expect(page).toContain('Read it on [npm](https://www.npmjs.com/package/css-loader) or in [its repository]');
    expect((await frontMatterOf(page)).package_version).toBeUndefined();
  });

  it('of an unknown repository has only the npm link', () => {
    expect(pageLinks({ name: 'x', kind: 'plugin', group: 'Community' }, undefined)).toEqual({
      npm: 'https://www.npmjs.com/package/x',
    });
  });
});

describe('package index and repository fields', () => {
  it('indexes every documented package by name and repository', () => {
    const index = packagePageIndex(README_PACKAGES, new Map());
    expect(index.get('mini-css-extract-plugin')).toBe('/plugins/mini-css-extract-plugin/');
    expect(index.get('https://github.com/webpack/mini-css-extract-plugin')).toBe('/plugins/mini-css-extract-plugin/');
  });

  it('normalises repository fields', () => {
    expect(repositoryUrl('git+https://github.com/a/b.git')).toEqual({ url: 'https://github.com/a/b' });
    expect(repositoryUrl('webpack/css-loader')).toEqual({ url: 'https://github.com/webpack/css-loader' });
    expect(repositoryUrl({ type: 'git', url: 'git@github.com:a/b.git', directory: 'packages/c' })).toEqual({
      url: 'https://github.com/a/b',
      directory: 'packages/c',
    });
  });
});
