/**
 * Writes `robots.txt` into the build. It names the sitemap by its absolute URL, which depends on where the site is
 * deployed (`SITE_URL`, the config's `url`): a file in static/ could only name one.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { normalizeUrl } from '@docusaurus/utils';
import type { DocusaurusConfig, Plugin } from '@docusaurus/types';

export const ROBOTS_FILE = 'robots.txt';

/** Every crawler may read every page; the sitemap (plugin-sitemap's `sitemap.xml`) lists the ones worth indexing. */
export function robotsTxt(siteConfig: Pick<DocusaurusConfig, 'url' | 'baseUrl'>): string {
  return [
    'User-agent: *',
    'Disallow:',
    '',
    `Sitemap: ${normalizeUrl([siteConfig.url, siteConfig.baseUrl, 'sitemap.xml'])}`,
    '',
  ].join('\n');
}

export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({ siteConfig, outDir }) {
      try {
        // Not over a robots.txt copied from static/: two sources for one file would leave one of them ignored.
        await fs.writeFile(path.join(outDir, ROBOTS_FILE), robotsTxt(siteConfig), { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        throw new Error(`${ROBOTS_FILE} is written by plugins/robots-txt: remove static/${ROBOTS_FILE}`);
      }
    },
  };
}
