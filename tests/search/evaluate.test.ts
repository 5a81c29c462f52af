/**
 * The offline search evaluation: every query of queries.ts through the local search's own worker code, on the
 * indexes of a build (`SEARCH_BUILD`, default build-e2e/). Prints the share of queries whose expected page comes
 * first and in the top 3, and each query whose page does not come first; the e2e (tests/e2e/search.spec.ts) checks
 * the same through the real search box.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localSearch } from './localSearch';
import { REQUIRED_FIRST_RATE, REQUIRED_TOP3_RATE, SEARCH_CASES, searchPageOf } from './queries';

const build = path.resolve(process.env.SEARCH_BUILD ?? 'build-e2e');
/** The docs version's base URL that a search page uses (`/` or `/v4/`). */
const baseUrlOf = (page: string) => page.replace(/[^/]+\/$/, '');

it('ranks the expected page first and in the top 3 often enough, one result per place', async () => {
  if (!fs.existsSync(path.join(build, 'search-index.json'))) throw new Error(`No search index in ${build}: build it`);
  const search = localSearch(build);
  let first = 0;
  let top3 = 0;
  const lines: string[] = [];
  const repeated: string[] = [];
  for (const { query, pages, version } of SEARCH_CASES) {
    const results = await search(baseUrlOf(searchPageOf(version)), query);
    const places = results.map(({ document }) => `${document.u}${document.h ?? ''}`);
    repeated.push(...places.filter((place, i) => places.indexOf(place) !== i).map((place) => `"${query}": ${place}`));
    const rank = results.findIndex((result) => pages.includes(result.document.u));
    if (rank === 0) first += 1;
    if (rank >= 0 && rank < 3) top3 += 1;
    if (rank !== 0) {
      const shown = results.slice(0, 3).map(({ document, type }) => `${document.u}${document.h ?? ''} [${type}]`);
      lines.push(`${rank < 0 ? 'not found' : `#${rank + 1}`}: v${version} "${query}" → ${shown.join(' | ')}`);
    }
  }
  const total = SEARCH_CASES.length;
  const percent = (count: number) => `${((count / total) * 100).toFixed(1)}% (${count}/${total})`;
  console.log(`Expected page first: ${percent(first)}; in the top 3: ${percent(top3)}\n${lines.join('\n')}`);
  expect(repeated).toEqual([]);
  expect(first / total).toBeGreaterThanOrEqual(REQUIRED_FIRST_RATE);
  expect(top3 / total).toBeGreaterThanOrEqual(REQUIRED_TOP3_RATE);
});
