/**
 * A maintainer customises the theme the Docusaurus way: `docusaurus swizzle @docusaurus/theme-classic <Component>`
 * finds the theme by its package name, labels each component safe or unsafe as the theme does, wraps one component
 * and ejects another, and the site builds with both. Runs in a temporary copy of the site.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copySite, docusaurusBin } from './siteCopy';

const THEME = '@docusaurus/theme-classic';
const env = { ...process.env, PACKAGE_READMES: 'offline', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' };

describe('docusaurus swizzle', () => {
  let site: string;
  const docusaurus = (...args: string[]) =>
    execFileSync('node', [docusaurusBin, ...args], { cwd: site, env, encoding: 'utf8', stdio: 'pipe' });

  beforeAll(() => {
    site = copySite('webpack-docs-swizzle-');
  });

  afterAll(() => {
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("lists the theme's components with the theme's own safe and unsafe labels", () => {
    const list = docusaurus('swizzle', THEME, '--list', '--typescript');
    const row = (component: string) =>
      list
        .split('\n')
        .find((line) => line.split('│')[1]?.trim() === component)
        ?.split('│')
        .slice(2, 4)
        .map((cell) => cell.trim());
    expect(row('Footer')).toEqual(['Safe', 'Safe']);
    expect(row('Footer/Copyright')).toEqual(['Safe', 'Safe']);
    expect(row('CodeBlock/Content')).toEqual(['Unsafe', 'Unsafe']);
    expect(row('NavbarItem/ComponentTypes')).toEqual(['Forbidden', 'Safe']);
  });

  it('wraps Footer and ejects Footer/Copyright, without --danger, and the site builds with both', () => {
    const wrapped = docusaurus('swizzle', THEME, 'Footer', '--wrap', '--typescript');
    const ejected = docusaurus('swizzle', THEME, 'Footer/Copyright', '--eject', '--typescript');
    for (const output of [wrapped, ejected]) expect(output).not.toMatch(/unsafe|danger/i);

    const wrapper = path.join(site, 'src/theme/Footer/index.tsx');
    const copy = path.join(site, 'src/theme/Footer/Copyright/index.tsx');
    expect(fs.readFileSync(wrapper, 'utf8')).toContain("from '@theme-original/Footer'");
    fs.writeFileSync(
      wrapper,
      fs.readFileSync(wrapper, 'utf8').replace('<Footer {...props} />', '<Footer {...props} /><p>Wrapped footer</p>'),
    );
    fs.writeFileSync(
      copy,
      fs.readFileSync(copy, 'utf8').replace('__html: copyright', '__html: `Ejected: ${copyright}`'),
    );

    docusaurus('build', '--out-dir', 'build');
    const page = fs.readFileSync(path.join(site, 'build/concepts/index.html'), 'utf8');
    // The minifier drops the optional closing tag.
    expect(page).toContain('<p>Wrapped footer');
    expect(page).toContain('Ejected: webpack documentation, written by its contributors.');
  });
});
