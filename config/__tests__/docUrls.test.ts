/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docFolderUrls, docUrl, slugOf } from '../docUrls';

describe('the URL of a docs page', () => {
  it('is its path without the extension, an index page its folder', () => {
    expect(docUrl('concepts/index.mdx')).toBe('/concepts/');
    expect(docUrl('guides/caching.mdx')).toBe('/guides/caching/');
    expect(docUrl('license.md')).toBe('/license/');
    expect(docUrl('index.mdx')).toBe('/');
  });

  it('is its slug when it has one, absolute or relative to its folder', () => {
    expect(docUrl('guides/caching.mdx', '/guides/cache')).toBe('/guides/cache/');
    expect(docUrl('guides/caching.mdx', 'cache')).toBe('/guides/cache/');
    expect(docUrl('index.mdx', 'start')).toBe('/start/');
  });

  it('reads the slug from the frontmatter only', () => {
    expect(slugOf('---\ntitle: A\nslug: /a/b\n---\n')).toBe('/a/b');
    expect(slugOf('---\nslug: "/quoted"\n---\n')).toBe('/quoted');
    expect(slugOf('---\ntitle: A\n---\n\nslug: /not-frontmatter\n')).toBeUndefined();
  });

  it('of every page of a folder, leaving out partials and tests', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-urls-'));
    try {
      for (const [file, content] of Object.entries({
        'concepts/index.mdx': '---\ntitle: C\n---\n',
        'concepts/output.md': '---\ntitle: O\nslug: /out\n---\n',
        'concepts/_shared.mdx': '',
        '_partials/a.mdx': '',
        'concepts/__tests__/a.mdx': '',
        'concepts/notes.txt': '',
      })) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), content);
      }
      expect(Object.fromEntries(docFolderUrls(dir))).toEqual({
        'concepts/index.mdx': '/concepts/',
        'concepts/output.md': '/out/',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
