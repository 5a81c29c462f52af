/**
 * Contributors from a temporary git history: GitHub no-reply addresses and the
 * e-mail map give handles, frontmatter handles come first, duplicates go, and
 * a shallow clone or a directory without git falls back to the frontmatter.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { renderInSite } from '@site/tests/jest/render';
import Contributors from '@site/src/components/docs/Contributors';
import contributorsPlugin, { type ContributorsData } from '..';
import { gitAuthorsByFile, handleForEmail } from '../git';

const MAP = { 'Linus@Example.org': 'torvalds' };

let root: string;
let repo: string;

function git(cwd: string, args: string[], email = 'nobody@example.com') {
  execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], {
    cwd,
    stdio: 'pipe',
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: email.split('@')[0],
      GIT_AUTHOR_EMAIL: email,
      GIT_COMMITTER_NAME: 'CI',
      GIT_COMMITTER_EMAIL: 'ci@example.com',
    },
  });
}

function commit(email: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.appendFileSync(path.join(repo, file), text);
  }
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', `by ${email}`], email);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'contributors-'));
  repo = path.join(root, 'repo');
  fs.mkdirSync(repo);
  git(repo, ['init', '-q']);
  commit('12345+Ada-L@users.noreply.github.com', { 'docs/a b.mdx': 'one\n' });
  commit('grace@users.noreply.github.com', { 'docs/a b.mdx': 'two\n', 'docs/c.mdx': 'one\n' });
  commit('linus@example.org', { 'docs/c.mdx': 'two\n' });
  commit('someone@example.com', { 'docs/a b.mdx': 'three\n' });
  commit('49699333+dependabot[bot]@users.noreply.github.com', { 'docs/c.mdx': 'three\n' });
  commit('ada-l@users.noreply.github.com', { 'docs/c.mdx': 'four\n' });
  git(root, ['clone', '-q', '--depth', '1', `file://${repo}`, 'shallow']);
  fs.mkdirSync(path.join(root, 'plain'));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('handleForEmail', () => {
  it('reads both kinds of GitHub no-reply address and the map, and nothing else', () => {
    expect(handleForEmail('12345+Ada-L@users.noreply.github.com', {})).toBe('Ada-L');
    expect(handleForEmail('grace@users.noreply.github.com', {})).toBe('grace');
    expect(handleForEmail('LINUS@example.org', MAP)).toBe('torvalds');
    expect(handleForEmail('someone@example.com', MAP)).toBeUndefined();
    expect(handleForEmail('1+dependabot[bot]@users.noreply.github.com', {})).toBeUndefined();
  });
});

describe('gitAuthorsByFile', () => {
  it('lists the handles of each file, oldest first, once each', async () => {
    const authors = await gitAuthorsByFile(repo, MAP);
    expect(Object.fromEntries(authors!)).toEqual({
      'docs/a b.mdx': ['Ada-L', 'grace'],
      'docs/c.mdx': ['grace', 'torvalds', 'ada-l'],
    });
  });

  it('gives no history for a shallow clone or a directory outside git', async () => {
    expect(await gitAuthorsByFile(path.join(root, 'shallow'), MAP)).toBeNull();
    expect(await gitAuthorsByFile(path.join(root, 'plain'), MAP)).toBeNull();
  });
});

/** Runs the plugin as Docusaurus does after all content is loaded, and returns its global data. */
async function pluginData(siteDir: string): Promise<ContributorsData> {
  const plugin = contributorsPlugin({ siteDir } as LoadContext) as Plugin;
  let data: unknown;
  const docs = [
    { source: '@site/docs/a b.mdx', frontMatter: { contributors: ['sokra', 'GRACE'] } },
    { source: '@site/docs/c.mdx', frontMatter: {} },
    { source: '@site/docs/new.mdx', frontMatter: {} },
  ];
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await plugin.allContentLoaded!({
    allContent: { 'docusaurus-plugin-content-docs': { default: { loadedVersions: [{ docs }] } } },
    actions: { setGlobalData: (value: unknown) => (data = value) },
  } as unknown as Parameters<NonNullable<Plugin['allContentLoaded']>>[0]);
  warn.mockRestore();
  return data as ContributorsData;
}

describe('contributors plugin', () => {
  it('puts frontmatter handles first, then git authors, without case-insensitive duplicates', async () => {
    const { bySource } = await pluginData(repo);
    // The committed e-mail map is used, so linus@example.org (not in it) is left out.
    expect(bySource).toEqual({
      '@site/docs/a b.mdx': ['sokra', 'GRACE', 'Ada-L'],
      '@site/docs/c.mdx': ['grace', 'ada-l'],
    });
  });

  it('falls back to the frontmatter handles in a shallow clone', async () => {
    const { bySource } = await pluginData(path.join(root, 'shallow'));
    expect(bySource).toEqual({ '@site/docs/a b.mdx': ['sokra', 'GRACE'] });
  });

  it('renders names and profile links from the history even when avatars cannot load', async () => {
    const { bySource } = await pluginData(repo);
    renderInSite(<Contributors contributors={bySource['@site/docs/a b.mdx']!} />);
    const section = screen.getByRole('region', { name: '3 Contributors' });
    for (const img of section.querySelectorAll('img')) fireEvent.error(img);
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['sokra', 'https://github.com/sokra'],
      ['GRACE', 'https://github.com/GRACE'],
      ['Ada-L', 'https://github.com/Ada-L'],
    ]);
  });
});
