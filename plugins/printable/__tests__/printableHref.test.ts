/** @jest-environment node */
import { printableHref } from '../theme/PrintablePage/printableHref';

// As the docs plugin hands them over: without the trailing slash the site adds later.
const docs = [
  { title: 'Concepts', permalink: '/concepts/', anchorId: 'concepts' },
  { title: 'Output', permalink: '/concepts/output', anchorId: 'concepts-output' },
];

describe('printableHref', () => {
  it('points a link to a doc of this section at its place on the printable page', () => {
    expect(printableHref('/concepts/output/', docs)).toBe('#concepts-output');
    expect(printableHref('/concepts/output', docs)).toBe('#concepts-output');
    expect(printableHref('/concepts/output/#long-term-caching', docs)).toBe('#concepts-output');
    expect(printableHref('/concepts/?tab=1', docs)).toBe('#concepts');
  });

  it('leaves other links alone', () => {
    expect(printableHref('/guides/getting-started/', docs)).toBe('/guides/getting-started/');
    expect(printableHref('https://github.com/webpack/webpack', docs)).toBe('https://github.com/webpack/webpack');
    expect(printableHref('#local', docs)).toBe('#local');
    expect(printableHref(undefined, docs)).toBeUndefined();
  });
});
