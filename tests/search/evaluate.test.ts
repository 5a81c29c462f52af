/**
 * The search evaluation: every query of the evaluation set through the site's own search code, on the index of a
 * build (`SEARCH_BUILD`, default build-e2e/), in seconds. Prints, for each half of the set, the share of queries whose
 * expected page comes first and in the top 3, and each query whose page does not come first; both halves are held to
 * the levels reached (REQUIRED), and the goals are printed beside them. The e2e (tests/e2e/search.spec.ts) checks
 * that the real search box lists what this code ranks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SearchIndex } from '../../plugins/local-search/client/engine';
import { CURRENT_VERSION } from '../../src/constants';
import { builtSearch, indexManifests } from './builtSearch';
import { GOAL_FIRST_RATE, GOAL_TOP3_RATE, HELD_OUT_CASES, REQUIRED, TUNED_CASES, type SearchCase } from './queries';

const build = path.resolve(process.env.SEARCH_BUILD ?? 'build-e2e');

type Score = { first: number; top3: number; total: number; lines: string[]; repeated: string[] };

let indexes: Map<string, SearchIndex>;

beforeAll(() => {
  if (!fs.existsSync(path.join(build, 'index.html'))) throw new Error(`No build in ${build}: build it`);
  indexes = builtSearch(build);
  if (indexes.size === 0) throw new Error(`The pages of ${build} point at no search index`);
});

async function evaluate(cases: SearchCase[]): Promise<Score> {
  const score: Score = { first: 0, top3: 0, total: cases.length, lines: [], repeated: [] };
  for (const { query, pages, version } of cases) {
    const index = indexes.get(version);
    if (!index) throw new Error(`No search index for version ${version}`);
    const results = await index.search(query, 10);
    const places = results.map(({ url }) => url);
    score.repeated.push(
      ...places.filter((place, i) => places.indexOf(place) !== i).map((place) => `"${query}": ${place}`),
    );
    const rank = results.findIndex((result) => pages.includes(result.pageUrl));
    if (rank === 0) score.first += 1;
    if (rank >= 0 && rank < 3) score.top3 += 1;
    if (rank !== 0) {
      const shown = results.slice(0, 3).map(({ url }) => url);
      score.lines.push(`${rank < 0 ? 'not found' : `#${rank + 1}`}: v${version} "${query}" → ${shown.join(' | ')}`);
    }
  }
  return score;
}

function report(name: string, { first, top3, total, lines }: Score): void {
  const percent = (count: number) => `${((count / total) * 100).toFixed(1)}% (${count}/${total})`;
  const goals = `goals ${GOAL_FIRST_RATE * 100}% and ${GOAL_TOP3_RATE * 100}%`;
  console.log(
    `${name}: expected page first ${percent(first)}; in the top 3 ${percent(top3)} (${goals})\n${lines.join('\n')}`,
  );
}

it('expects only pages the build has', () => {
  const missing = [...TUNED_CASES, ...HELD_OUT_CASES]
    .flatMap(({ query, pages }) => pages.map((page) => ({ query, page })))
    .filter(({ page }) => !fs.existsSync(path.join(build, page, 'index.html')))
    .map(({ query, page }) => `"${query}": ${page}`);
  expect(missing).toEqual([]);
});

it('weighs a package page as imported text only when it was made from the README, not when built without it', () => {
  const html = (pageUrl: string) => fs.readFileSync(path.join(build, pageUrl, 'index.html'), 'utf8');
  // The pages plugins/package-readmes makes link to the README; those built without it say so, in the site's words.
  const packagePages = indexManifests(build)
    .get(CURRENT_VERSION)!
    .pages.filter(([pageUrl]) => html(pageUrl).includes('>Source README</a>'))
    .map(([pageUrl, , , weight]) => ({
      pageUrl,
      weight,
      fromReadme: !html(pageUrl).includes('could not be fetched when this site was built'),
    }));
  expect(packagePages.length).toBeGreaterThan(0);
  expect(packagePages.filter(({ weight, fromReadme }) => weight < 1 !== fromReadme)).toEqual([]);
});

describe.each([
  ['tuned half', TUNED_CASES, REQUIRED.tuned],
  ['held-out half', HELD_OUT_CASES, REQUIRED.heldOut],
] as const)('the %s', (name, cases, required) => {
  it('ranks the expected page first and in the top 3 as often as it did, one result per place', async () => {
    const score = await evaluate(cases);
    report(name, score);
    expect(score.repeated).toEqual([]);
    expect(score.first / score.total).toBeGreaterThanOrEqual(required.first);
    expect(score.top3 / score.total).toBeGreaterThanOrEqual(required.top3);
  });
});
