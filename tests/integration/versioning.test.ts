/**
 * A writer cuts a docs version as the README says — `npx docusaurus docs:version 5` and nothing else — in a scratch
 * copy of the site, builds it, and reads the built HTML: every version is in the version menu, newest first, with the
 * right label on each version's pages; banners and titles follow; the copy holds only the writers' files; its links
 * stay inside its version; the offline worker precaches the current version only; printable pages, the content
 * index and the version list the search reads cover the new version. No network: the README pages say their README
 * is missing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copySite, docusaurusBin } from './siteCopy';

const tsx = path.resolve(__dirname, '../../node_modules/tsx/dist/cli.mjs');

/** Every file under `dir`, by its path in it. */
function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The built HTML is minified: attribute values may go without quotes. */
const attr = (name: string, value: string) => new RegExp(`${name}="?${value.replace(/[/.]/g, '\\$&')}[" >]`);

describe('cutting a version', () => {
  let site: string;
  let docsBefore: string[];
  const html = (url: string) => fs.readFileSync(path.join(site, 'build', url, 'index.html'), 'utf8');
  /** The version menu of a page: its button's label, then its items' labels and links, in order. */
  const versionMenu = (url: string) => {
    const page = html(url);
    const items = [...page.matchAll(/<a[^>]*class="?dropdown__link[^>]*href="?([^" >]+)[^>]*>(v\d+)<\/a>/g)].map(
      ([, href, label]) => ({ label, href }),
    );
    const button = /<a[^>]*class="?navbar__link[^>]*>(v\d+)<\/a>/.exec(page)?.[1];
    return { button, items };
  };

  beforeAll(() => {
    site = copySite('webpack-docs-version-');
    docsBefore = listFiles(path.join(site, 'docs'));
    execFileSync('node', [docusaurusBin, 'docs:version', '5'], { cwd: site, stdio: 'pipe' });
    execFileSync('node', [docusaurusBin, 'build', '--out-dir', 'build'], {
      cwd: site,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production', NO_UPDATE_NOTIFIER: '1' },
    });
  }, 3_600_000);

  afterAll(() => {
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("copies exactly the writers' files of docs/, and the build adds nothing to docs/", () => {
    expect(JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'))).toEqual(['5', '4']);
    expect(listFiles(path.join(site, 'versioned_docs/version-5'))).toEqual(docsBefore);
    expect(listFiles(path.join(site, 'docs'))).toEqual(docsBefore);
    expect(fs.existsSync(path.join(site, 'versioned_sidebars/version-5-sidebars.json'))).toBe(true);
  });

  it('lists every version in the version menu, newest first, with the right label on each version', () => {
    const items = [
      { label: 'v6', href: '/concepts/' },
      { label: 'v5', href: '/v5/concepts/' },
      { label: 'v4', href: '/v4/concepts/' },
    ];
    expect(versionMenu('concepts')).toEqual({ button: 'v6', items });
    expect(versionMenu('v5/concepts')).toEqual({ button: 'v5', items });
    expect(versionMenu('v4/concepts')).toEqual({ button: 'v4', items });
  });

  it('titles each version, and gives it its notices, by its own number', () => {
    const title = (url: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html(url))?.[1];
    expect(title('concepts/output')).toBe('Output | webpack');
    expect(title('v5/concepts/output')).toBe('Output | webpack 5');
    expect(title('v4/concepts/output')).toBe('Output | webpack 4');

    const text = (url: string) => html(url).replace(/<[^>]+>/g, '');
    expect(text('v5/concepts/output')).toContain(
      'This is documentation for webpack 5, which is no longer actively maintained.Read the current documentation (v6).',
    );
    expect(text('v5/concepts/output')).toContain('Version: 5');
    expect(text('v4/concepts/output')).toContain('Read the current documentation (v6).');
    // The notice of the current docs names the current version and links the one before.
    expect(text('concepts/output')).toContain('These are the docs of webpack 6.');
    expect(html('concepts/output')).toMatch(attr('href', '/v5/concepts/'));
  });

  it("keeps a version's links inside it, except to pages it does not have", () => {
    // In the text and in the Further Reading list (frontmatter `related`) alike.
    const concepts = html('v5/concepts');
    expect(concepts).toMatch(attr('href', '/v5/concepts/entry-points/'));
    expect(concepts).not.toMatch(attr('href', '/concepts/entry-points/'));
    // The README pages belong to the current docs only.
    const loaders = html('v5/loaders');
    expect(loaders).toMatch(attr('href', '/loaders/css-loader/'));
    expect(fs.existsSync(path.join(site, 'build/v5/loaders/css-loader'))).toBe(false);
    // Version 4's own links were written with /v4/, and its links to version 5's pages now lead to version 6's.
    expect(html('v4/plugins/split-chunks-plugin')).toMatch(attr('href', '/plugins/split-chunks-plugin/'));
  });

  it('precaches the current version only in the offline worker', () => {
    const worker = fs.readFileSync(path.join(site, 'build/sw.js'), 'utf8');
    const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map(([, url]) => url!);
    expect(urls).toContain('concepts/index.html');
    // Pages of a section anywhere but at the root belong to an archived version, wherever it is served.
    expect(urls.filter((url) => /(^|\/)concepts\//.test(url) && !url.startsWith('concepts/'))).toEqual([]);
  });

  it('gives the new version printable pages, a content index, and a place in the version list search reads', () => {
    expect(html('v5/concepts/printable')).toContain('Combined printable page');
    const tree = JSON.parse(fs.readFileSync(path.join(site, 'build/v5/content-tree.json'), 'utf8'));
    expect(tree.children.map((child: { name: string }) => child.name)).toContain('concepts');
    const versions = execFileSync(
      'node',
      [
        tsx,
        '-e',
        "import('./plugins/local-search/client/versions.ts').then((m) => console.log(JSON.stringify((m.default ?? m).searchVersions())))",
      ],
      { cwd: site, encoding: 'utf8' },
    );
    // The search indexes each version under its label, and a page searches the index of the version its path is in.
    expect(JSON.parse(versions)).toEqual([
      { label: '6', path: '' },
      { label: '5', path: 'v5' },
      { label: '4', path: 'v4' },
    ]);
  });
});
