/** @jest-environment node */
import { hasPhrase, isNamed, markWhereFound, sortSearchResults, type RankedResult } from '../client/rankResults';

const TITLE = 0;
const HEADING = 1;
const CONTENT = 4;

/** A result as the worker makes it: `terms` are the (stemmed) index terms it matched. */
function result(
  type: number,
  t: string,
  u: string,
  tokens: string[],
  terms: string[],
  more: object = {},
): RankedResult {
  return {
    document: { t, u, ...(type === CONTENT ? { s: t } : {}) },
    type,
    tokens,
    metadata: Object.fromEntries(terms.map((term) => [term, {}])),
    ...more,
  };
}
const pagesOf = (results: RankedResult[]) => results.map(({ document }) => `${document.u} ${document.t}`);

describe('sortSearchResults', () => {
  it('ranks the heading that names the option above pages that only mention its words', () => {
    const query = ['dev', 'server', 'proxy'];
    const results = [
      // The worker's own order: a looser match of a page title came first.
      result(TITLE, 'DevServer', '/configuration/dev-server/', query, ['devserv']),
      result(CONTENT, 'Use a proxy with the dev server in a VM', '/guides/vagrant/', query, ['dev', 'server', 'proxi']),
      result(HEADING, 'devServer.proxy', '/configuration/dev-server/', query, ['dev', 'server', 'proxi'], {
        page: { t: 'DevServer' },
      }),
    ];
    sortSearchResults(results);
    expect(pagesOf(results)[0]).toBe('/configuration/dev-server/ devServer.proxy');
    expect(results.map((r) => r.index)).toEqual([0, 1, 2]);
  });

  it('ranks the docs above release notes and imported READMEs for the same kind of match', () => {
    const results = [
      result(TITLE, 'Caching', '/blog/caching/', ['caching'], ['cach'], {
        document: { t: 'Caching', u: '/blog/caching/', w: 0.5 },
      }),
      result(TITLE, 'Caching', '/guides/caching/', ['caching'], ['cach']),
    ];
    sortSearchResults(results);
    expect(results[0]!.document.u).toBe('/guides/caching/');
  });
});

describe('isNamed', () => {
  it('takes a dotted name, its last segment or its words as the name of an option heading', () => {
    for (const query of [['output.chunkFilename'], ['chunkFilename'], ['chunk', 'filename']]) {
      expect(isNamed('output.chunkFilename', query, false)).toBe(true);
    }
    expect(isNamed('output.chunkFilename', ['filename'], false)).toBe(false);
    // A heading in words is no name; a page title is named only by the whole title.
    expect(isNamed('Source maps', ['source', 'maps'], false)).toBe(false);
    expect(isNamed('Tree Shaking', ['tree', 'shaking'], true)).toBe(true);
  });
});

it('finds an error message in its text even where the query leaves words out', () => {
  expect(hasPhrase("Module not found: Error: Can't resolve './x'", ['module', 'found'])).toBe(true);
  expect(hasPhrase('A module was found to be missing', ['found', 'module'])).toBe(false);
});

it('gives a result found by another name a place to highlight, which the search bar needs', () => {
  const heading = result(HEADING, 'accept', '/api/hot-module-replacement/', ['module.hot.accept'], []);
  heading.metadata = { 'module.hot.accept': { k: { position: [[0, 17]] } } };
  markWhereFound(heading);
  expect(heading.metadata['']).toEqual({ t: { position: [[0, 6]] } });
  const text = result(CONTENT, 'Long text', '/x/', ['x'], []);
  text.metadata = { x: { s: { position: [[0, 1]] } } };
  markWhereFound(text);
  expect(text.metadata['']).toEqual({ t: { position: [[0, 0]] } });
  // A result found in its text keeps its own positions.
  const found = result(TITLE, 'Output', '/o/', ['output'], []);
  found.metadata = { output: { t: { position: [[0, 6]] } } };
  markWhereFound(found);
  expect(Object.keys(found.metadata)).toEqual(['output']);
});
