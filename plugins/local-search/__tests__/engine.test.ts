/** @jest-environment node */
import { editDistance, matchQuality, pageOf } from '../client/engine';
import type { Manifest } from '../client/format';
import { stem } from '../client/words';

const quality = (term: string, word: string, typing = false) => matchQuality(term, word, stem(word), typing);

describe('how an index word matches a query word', () => {
  it('as typed, then by stem, then by its start, then misspelt', () => {
    const ranked = [quality('loader', 'loader'), quality('loaders', 'loader'), quality('loaderoptions', 'loader')];
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
    expect(new Set(ranked).size).toBe(3);
    expect(quality('typescript', 'typscript')).toBeGreaterThan(0);
    expect(quality('typescript', 'typscript')).toBeLessThan(quality('loaderoptions', 'loader'));
  });

  it('counts the start of a longer word higher while the word is being typed', () => {
    expect(quality('configuration', 'config', true)).toBeGreaterThan(quality('configuration', 'config'));
  });

  it('allows no misspelling in short words, one up to eight letters, two beyond', () => {
    expect(quality('node', 'nude')).toBe(0);
    expect(quality('devtool', 'devtoll')).toBeGreaterThan(0);
    expect(quality('environment', 'enviromnet')).toBeGreaterThan(0);
    expect(quality('devtool', 'detoxl')).toBe(0);
  });

  it('needs three letters before a stem or a start counts', () => {
    expect(quality('javascript', 'ja', true)).toBe(0);
    expect(quality('javascript', 'jav', true)).toBeGreaterThan(0);
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours once, and stops beyond the limit', () => {
    expect(editDistance('laoding', 'loading', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});

describe('pageOf', () => {
  it('finds the page a record is on', () => {
    const manifest = { pageStarts: [0, 3, 4, 9] } as Manifest;
    expect([0, 2, 3, 4, 8, 9, 20].map((record) => pageOf(manifest, record))).toEqual([0, 0, 1, 2, 2, 3, 3]);
  });
});
