/**
 * @jest-environment node
 *
 * Each component of src/theme wraps, ejects or replaces one of a theme's, as it was in the version recorded here: the
 * SHA-256 of the upstream file (src/theme/README.md says why each one exists). A wrap reads the original's props and
 * a copy repeats its markup, so an upgrade that changes the original fails here, naming the component: read the
 * upstream change, check the swizzle against it, then record the new digest.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Where each theme keeps its components, in the order Docusaurus looks them up. */
const THEMES: Record<string, string> = {
  '@docusaurus/theme-classic': 'node_modules/@docusaurus/theme-classic/lib/theme',
  '@docusaurus/plugin-pwa': 'node_modules/@docusaurus/plugin-pwa/lib/theme',
  '@docusaurus/core': 'node_modules/@docusaurus/core/lib/client/theme-fallback',
};

type Swizzle = { theme: keyof typeof THEMES; action: 'wrap' | 'eject' | 'replace'; sha256: string };

/** Every swizzle of src/theme, with the digest of the upstream file it was written against (3.10.2). */
const SWIZZLES: Record<string, Swizzle> = {
  AnnouncementBar: { theme: '@docusaurus/theme-classic', action: 'replace', sha256: '3b497461548ccc36' },
  'Blog/Components/Author/Socials': { theme: '@docusaurus/theme-classic', action: 'wrap', sha256: '96f5a32471a918d4' },
  BlogListPage: { theme: '@docusaurus/theme-classic', action: 'eject', sha256: 'bea76516bb7dfc75' },
  'BlogPostItem/Footer/ReadMoreLink': {
    theme: '@docusaurus/theme-classic',
    action: 'replace',
    sha256: '727f3819b5800415',
  },
  CodeBlock: { theme: '@docusaurus/theme-classic', action: 'wrap', sha256: '639f8655d319e123' },
  'CodeBlock/Container': { theme: '@docusaurus/theme-classic', action: 'eject', sha256: '55ebecf7d04da066' },
  'CodeBlock/Content': { theme: '@docusaurus/theme-classic', action: 'wrap', sha256: '0d361f5894590ea4' },
  'DocItem/Footer': { theme: '@docusaurus/theme-classic', action: 'wrap', sha256: '93722eb781e3c4f8' },
  'DocItem/Paginator': { theme: '@docusaurus/theme-classic', action: 'wrap', sha256: '4fe2043882f749c9' },
  DocRoot: { theme: '@docusaurus/theme-classic', action: 'wrap', sha256: 'c2bff360210b9c74' },
  DocSidebar: { theme: '@docusaurus/theme-classic', action: 'replace', sha256: '69735ac5be2d601a' },
  'DocSidebarItem/Link': { theme: '@docusaurus/theme-classic', action: 'eject', sha256: 'ea78ce62f5e4af48' },
  DocVersionRoot: { theme: '@docusaurus/theme-classic', action: 'wrap', sha256: '39ab3542940ad490' },
  Loading: { theme: '@docusaurus/core', action: 'replace', sha256: 'ffd8013daa28cd24' },
  'Navbar/MobileSidebar': { theme: '@docusaurus/theme-classic', action: 'wrap', sha256: '0e302185bbfd7b0a' },
  'NavbarItem/ComponentTypes': { theme: '@docusaurus/theme-classic', action: 'wrap', sha256: '90ba290ccf01e0b8' },
  'NotFound/Content': { theme: '@docusaurus/theme-classic', action: 'wrap', sha256: '1339cadd0fe0b2a2' },
  PwaReloadPopup: { theme: '@docusaurus/plugin-pwa', action: 'replace', sha256: '28478777a75491e8' },
  Root: { theme: '@docusaurus/core', action: 'replace', sha256: '450d33ef242b1cc6' },
  'TOCItems/Tree': { theme: '@docusaurus/theme-classic', action: 'wrap', sha256: '202adfbe43e33286' },
};

/** The upstream file of a component: `X/index.js` or `X.js` in the theme's folder. */
function upstreamFile(component: string, theme: string): string | undefined {
  const dir = path.join(ROOT, THEMES[theme]!);
  return [path.join(dir, component, 'index.js'), path.join(dir, `${component}.js`)].find((file) => fs.existsSync(file));
}

const digest = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

/** The components src/theme holds: a folder with an index, or a file at the component's own path. */
function siteSwizzles(): string[] {
  const dir = path.join(ROOT, 'src/theme');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__'))
    .map((file) => file.replace(/\\/g, '/').replace(/(\/index)?\.tsx?$/, ''))
    .filter((component) =>
      Object.values(THEMES).some((themeDir) => {
        const upstream = path.join(ROOT, themeDir, component);
        return fs.existsSync(`${upstream}.js`) || fs.existsSync(path.join(upstream, 'index.js'));
      }),
    )
    .sort();
}

describe('the swizzled components against their themes', () => {
  it('records every component src/theme swizzles', () => {
    expect(siteSwizzles()).toEqual(Object.keys(SWIZZLES).sort());
  });

  it.each(Object.entries(SWIZZLES))('src/theme/%s: the original is the one it was written against', (component, s) => {
    const file = upstreamFile(component, s.theme);
    if (!file) throw new Error(`src/theme/${component} ${s.action}s ${s.theme}'s ${component}, which is gone.`);
    const now = digest(file);
    if (now !== s.sha256) {
      throw new Error(
        `src/theme/${component} ${s.action}s ${s.theme}'s ${component}, and ${path.relative(ROOT, file)} changed ` +
          `(sha256 ${s.sha256} → ${now}). Read the change, check the swizzle against it, then record the new ` +
          'digest in tests/upstream/swizzles.test.ts.',
      );
    }
  });
});
