/**
 * `npm run content:stats [-- --version 4]`: per docs section, the pages written
 * against the inventory, their bytes, the share of the reference size, and the
 * smallest pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILTIN_PLUGIN_PAGES, PAGE_INVENTORY } from '../../config/pageInventory';
import { SECTIONS } from '../../src/constants';
import { contentFiles, ROOT } from './site';

export type SectionStats = {
  section: string;
  pages: number;
  expected: number;
  missing: string[];
  bytes: number;
  referenceBytes: number;
  /** Pages under 40% of their own reference size (index pages excepted). */
  thin: { slug: string; bytes: number; share: number }[];
  smallest: { slug: string; bytes: number }[];
};

export function sectionStats(version: '5' | '4' = '5'): SectionStats[] {
  const files = contentFiles().filter((f) => f.kind === 'doc' && f.version === version);
  const prefix = version === '4' ? '/v4' : '';
  return SECTIONS.map((section) => {
    const inSection = files.filter((f) => f.url.startsWith(`${prefix}/${section}/`));
    const sizes = inSection.map((f) => ({
      slug: f.url.slice(`${prefix}/${section}/`.length).replace(/\/$/, '') || 'index',
      bytes: fs.statSync(path.join(ROOT, f.file)).size,
    }));
    const inventory: { slug: string; referenceBytes: number }[] =
      section === 'plugins'
        ? BUILTIN_PLUGIN_PAGES.map((p) => ({ slug: p.slug, referenceBytes: 0 }))
        : ((PAGE_INVENTORY as Record<string, { slug: string; referenceBytes: number }[]>)[section] ?? []);
    const written = new Set(sizes.map((s) => s.slug));
    const reference = new Map(inventory.map((p) => [p.slug, p.referenceBytes]));
    return {
      section,
      pages: sizes.length,
      expected: inventory.length,
      missing: inventory.filter((p) => !written.has(p.slug)).map((p) => p.slug),
      bytes: sizes.reduce((t, s) => t + s.bytes, 0),
      referenceBytes: inventory.reduce((t, p) => t + p.referenceBytes, 0),
      thin: sizes
        .filter((s) => s.slug !== 'index' && (reference.get(s.slug) ?? 0) > 0)
        .map((s) => ({ ...s, share: s.bytes / reference.get(s.slug)! }))
        .filter((s) => s.share < 0.4),
      smallest: [...sizes].sort((a, b) => a.bytes - b.bytes).slice(0, 3),
    };
  });
}

function main() {
  const version = process.argv.includes('--version')
    ? (process.argv[process.argv.indexOf('--version') + 1] as '4')
    : '5';
  const kb = (n: number) => `${(n / 1000).toFixed(1)}k`;
  const rows = sectionStats(version).map((s) => ({
    section: s.section,
    pages: s.expected ? `${s.pages}/${s.expected}` : `${s.pages}`,
    bytes: kb(s.bytes),
    reference: s.referenceBytes ? kb(s.referenceBytes) : '—',
    share: s.referenceBytes ? `${Math.round((s.bytes / s.referenceBytes) * 100)}%` : '—',
    'pages < 40%': s.thin.map((t) => `${t.slug} ${Math.round(t.share * 100)}%`).join(', ') || '—',
    smallest: s.smallest.map((p) => `${p.slug} ${kb(p.bytes)}`).join(', '),
    missing: s.missing.length
      ? `${s.missing.length}: ${s.missing.slice(0, 4).join(', ')}${s.missing.length > 4 ? '…' : ''}`
      : '—',
  }));
  console.log(`Content of version ${version}`);
  console.table(rows);
}

if (require.main === module) main();
