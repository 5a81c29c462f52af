/** @jest-environment node */
import crypto from 'node:crypto';
import { CITED_SHIFT, FIELD, type Manifest, type RecordPart, type TermPart } from '../client/format';
import {
  buildIndex,
  DEFAULT_BUILD_OPTIONS,
  looksLikeMessage,
  messagesOf,
  partPrefixOf,
  summarize,
  termPrefixes,
  termsOf,
  type IndexPage,
} from '../indexer/build';

const section = (anchor: string, heading: string, text: string, level: 1 | 2 | 3 = 2, code: string[] = []) => ({
  anchor,
  heading,
  level,
  text,
  code,
  terms: [],
  links: [],
});

const page = (url: string, title: string, sections: ReturnType<typeof section>[], weight = 1): IndexPage => ({
  url,
  title,
  description: '',
  breadcrumb: ['Documentation'],
  weight,
  sections: [section('', title, `${title} page.`, 1), ...sections],
});

function termsIn(built: ReturnType<typeof buildIndex>): Map<string, TermPart[string]> {
  const terms = new Map<string, TermPart[string]>();
  for (const [, file] of built.manifest.terms) {
    for (const [term, entry] of Object.entries(JSON.parse(built.files.get(file)!) as TermPart)) terms.set(term, entry);
  }
  return terms;
}

const recordsOf = ([gaps]: TermPart[string]) => gaps.map((gap, i) => gaps.slice(0, i + 1).reduce((a, b) => a + b, 0));

describe('termsOf', () => {
  it('counts compounds whole, their parts and humps, leaves out stop words, adds synonyms', () => {
    const terms = termsOf('Route the devServer.proxy and the devtool', { devtool: ['source', 'maps'] });
    expect(Object.fromEntries(terms)).toEqual({
      route: 1,
      'devserver.proxy': 1,
      devserver: 1,
      dev: 1,
      server: 1,
      proxy: 1,
      devtool: 1,
      source: 1,
      maps: 1,
    });
  });
});

describe('messages quoted in a section', () => {
  it('are code and quotations that read like what a tool prints', () => {
    expect(looksLikeMessage("Module not found: Error: Can't resolve 'fs'")).toBe(true);
    expect(looksLikeMessage("const path = require('path');")).toBe(false);
    expect(looksLikeMessage('output.path')).toBe(false);
    // webpack's own messages often start in lower case, with a code name or a word.
    expect(
      looksLikeMessage('webpack.optimize.UglifyJsPlugin has been removed, please use config.optimization.minimize'),
    ).toBe(true);
    expect(looksLikeMessage('configuration.output.path: The provided value "dist" is not an absolute path!')).toBe(
      true,
    );
    expect(looksLikeMessage('require is not defined')).toBe(true);
    // A word and a quoted name, as webpack's missing-export warnings start; a tool's tag before the message.
    expect(looksLikeMessage("export 'formatDate' (imported as 'formatDate') was not found in './dates'")).toBe(true);
    expect(looksLikeMessage("[webpack-cli] Failed to load '/home/me/app/webpack.config.js' config")).toBe(true);
    expect(looksLikeMessage("import './styles.css'")).toBe(false);
    // Commands are not messages.
    expect(looksLikeMessage('npm install webpack webpack-cli --save-dev')).toBe(false);
    expect(looksLikeMessage('npx webpack serve --open')).toBe(false);
    expect(
      messagesOf({
        text: 'It stops with "Invalid configuration object", naming the property.',
        code: ['npm run build'],
      }),
    ).toEqual(['Invalid configuration object']);
  });
});

describe('summarize', () => {
  it('cuts at the end of a word, with an ellipsis', () => {
    expect(summarize('Short text.', 160)).toBe('Short text.');
    expect(summarize('The output object controls everything webpack writes', 30)).toBe('The output object controls…');
  });
});

describe('term parts', () => {
  it('cut big prefixes by longer ones, so that every part stays small, and find each term its part', () => {
    const sizes = new Map<string, number>();
    for (const word of ['config', 'configuration', 'context', 'compiler', 'compilation', 'cache', 'chunk', 'css']) {
      sizes.set(word, 100);
    }
    for (let i = 0; i < 40; i += 1) sizes.set(`conf${i}`, 100);
    const prefixes = termPrefixes(sizes, 1000);
    expect(prefixes).toContain('c');
    expect(prefixes).toContain('con');
    for (const prefix of prefixes) {
      const inPart = [...sizes.keys()].filter((term) => partPrefixOf(term, prefixes) === prefix);
      if (prefix.length < 4) expect(inPart.length * 100).toBeLessThanOrEqual(1000);
    }
    expect(partPrefixOf('cache', prefixes)).toBe('c');
  });
});

describe('buildIndex', () => {
  const pages = [
    page('/configuration/output/', 'Output', [
      section('outputchunkfilename', 'output.chunkFilename', 'Names non-initial chunks.', 3),
      section('outputchunkfilename', 'chunkFilename', 'Shares the place of the heading before.', 3),
      section('pitfalls', 'Pitfalls', 'A failed chunk stops with "ChunkLoadError: Loading chunk 3 failed".'),
    ]),
    page('/loaders/css-loader/', 'css-loader', [section('modules', 'modules', 'CSS modules.')], 0.5),
  ];
  const built = buildIndex(pages, { ...DEFAULT_BUILD_OPTIONS, maxTermPartBytes: 200, recordPartBytes: 50 });
  const manifest = JSON.parse(built.files.get(built.manifestFile)!) as Manifest;
  const terms = termsIn(built);

  it('names every file by a hash of its content', () => {
    for (const [name, content] of built.files) {
      const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 12);
      expect(name).toMatch(new RegExp(`^(t|r|manifest)\\.${hash}\\.json$`));
    }
  });

  it('numbers the records page by page, one per place: sections that share an anchor are one record', () => {
    expect(manifest.pageStarts).toEqual([0, 3]);
    expect(manifest.records).toBe(5);
    expect(manifest.pages).toEqual([
      ['/configuration/output/', 'Output', 0, 1],
      ['/loaders/css-loader/', 'css-loader', 0, 0.5],
    ]);
  });

  it('cuts the records into parts of whole pages', () => {
    const parts = manifest.recordParts.map(([first, file]) => [
      first,
      JSON.parse(built.files.get(file)!) as RecordPart,
    ]);
    expect(parts.map(([first]) => first)).toEqual([0, 3]);
    expect((parts[0]![1] as RecordPart)[1]).toEqual([
      'outputchunkfilename',
      'output.chunkFilename',
      3,
      'Names non-initial chunks. chunkFilename Shares the place of the heading before.',
    ]);
  });

  it('marks where each word is: title, name, other name, heading, page title, text', () => {
    const flagsOf = (term: string, record: number) => {
      const entry = terms.get(term)!;
      return entry[1][recordsOf(entry).indexOf(record)]! & 63;
    };
    expect(flagsOf('outputchunkfilename', 1)).toBe(FIELD.name);
    expect(flagsOf('chunkfilename', 1) & (FIELD.name | FIELD.heading)).toBe(FIELD.name | FIELD.heading);
    expect(flagsOf('output', 0) & FIELD.title).toBe(FIELD.title);
    expect(flagsOf('output', 1) & FIELD.context).toBe(FIELD.context);
    expect(flagsOf('configuration', 0) & FIELD.title).toBe(FIELD.title);
    expect(flagsOf('failed', 2)).toBe(FIELD.body);
  });

  it("indexes a page's keywords with its top, as words that stand for the page as its title does", () => {
    const withKeywords = termsIn(
      buildIndex([
        {
          ...page('/guides/production/', 'Production', [section('minification', 'Minification', 'Terser.')]),
          keywords: ['smaller bundles', 'reduce bundle size'],
        },
      ]),
    );
    for (const term of ['smaller', 'bundles', 'reduce', 'bundle', 'size']) {
      const entry = withKeywords.get(term)!;
      expect([recordsOf(entry), entry[1]]).toEqual([[0], [FIELD.context]]);
    }
  });

  it('counts how many other records cite a named heading by its full name', () => {
    const cited = buildIndex([
      page('/configuration/optimization/', 'Optimization', [
        section('optimizationmoduleids', 'optimization.moduleIds', 'Ids.', 3),
      ]),
      page('/guides/caching/', 'Caching', [section('ids', 'Keep ids stable', 'Set optimization.moduleIds here.')]),
      page('/guides/production/', 'Production', [section('ids', 'Ids', 'And optimization.moduleIds there.')]),
    ]);
    const entry = termsIn(cited).get('moduleids')!;
    expect(entry[1][recordsOf(entry).indexOf(1)]! >> CITED_SHIFT).toBe(2);
  });

  it('indexes the runs of the messages a section quotes', () => {
    expect(recordsOf(terms.get('"loadingchunk3failed')!)).toEqual([2]);
  });
});
