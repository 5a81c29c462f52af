/** @jest-environment node */
import { codeNames, curate, DocumentType, packageClassName, qualifiedNames, type SearchDocument } from '../searchIndex';

const url = '/configuration/output/';
/** The documents the search plugin's parser makes of a page with two option headings and a boilerplate section. */
function outputPage(): SearchDocument[][] {
  return [
    [{ i: 1, t: 'Output', u: url, b: ['Configuration'] }],
    [
      { i: 2, t: 'output.chunkFilename', u: url, h: '#outputchunkfilename', p: 1 },
      // The parser makes a heading document for a heading's text and for its code: one place, one result.
      { i: 3, t: 'output.clean', u: url, h: '#outputclean', p: 1 },
      { i: 4, t: 'clean', u: url, h: '#outputclean', p: 1 },
      { i: 5, t: 'Further Reading', u: url, h: '#further-reading', p: 1 },
    ],
    [],
    [],
    [
      { i: 6, t: 'The page configures where bundles go.', u: url, p: 1, s: 'Output' },
      {
        i: 7,
        t: 'Names the files of non-initial chunks.',
        u: url,
        h: '#outputchunkfilename',
        p: 1,
        s: 'output.chunkFilename',
      },
      { i: 8, t: 'Empties the output directory.', u: url, h: '#outputclean', p: 1, s: 'output.clean' },
      { i: 9, t: 'A guide and a blog post.', u: url, h: '#further-reading', p: 1, s: 'Further Reading' },
    ],
  ];
}

describe('curate', () => {
  const { lists } = curate(outputPage(), { ignoredHeadings: ['Further Reading'] });
  const headings = lists[DocumentType.Heading]!;
  const contents = lists[DocumentType.Content]!;

  it('leaves boilerplate sections out of the index', () => {
    expect(headings.map((doc) => doc.t)).not.toContain('Further Reading');
    expect(contents.map((doc) => doc.s)).not.toContain('Further Reading');
  });

  it('makes one result per place: a heading, its other documents and its text share one id', () => {
    expect(headings.map((doc) => [doc.h, doc.t])).toEqual([
      ['#outputchunkfilename', 'output.chunkFilename'],
      ['#outputclean', 'output.clean · clean'],
    ]);
    const idAt = (docs: SearchDocument[], hash?: string) => docs.find((doc) => doc.h === hash)?.i;
    expect(idAt(contents, '#outputchunkfilename')).toBe(idAt(headings, '#outputchunkfilename'));
    expect(idAt(contents, '#outputclean')).toBe(idAt(headings, '#outputclean'));
    // The page's introduction opens the page, like its title.
    expect(idAt(contents, undefined)).toBe(1);
  });

  it('weighs pages and gives titles the words of their address', () => {
    const weighed = curate(outputPage(), { ignoredHeadings: [], pageWeight: () => 0.5, siteName: 'webpack' });
    expect(weighed.lists[DocumentType.Title]![0]!.w).toBe(0.5);
    expect(weighed.aliases.get(weighed.lists[DocumentType.Title]![0]!)).toEqual(['configuration', 'output', 'webpack']);
  });

  it('gives titles the breadcrumb that tells apart pages of the same title', () => {
    const breadcrumbOf = (page: string) => (page.startsWith('/configuration/') ? ['Docs', 'Configuration'] : undefined);
    const { lists: named } = curate(outputPage(), { ignoredHeadings: [], breadcrumbOf });
    expect(named[DocumentType.Title]![0]!.b).toEqual(['Docs', 'Configuration']);
    // Without one, the parser's breadcrumb stays.
    expect(curate(outputPage(), { ignoredHeadings: [] }).lists[DocumentType.Title]![0]!.b).toEqual(['Configuration']);
  });
});

describe('other names of headings', () => {
  it('names a hook or method by the qualified name its section calls it by', () => {
    const text =
      'compiler.hooks.emit.tapAsync("MyPlugin", …) runs before files are written; compiler.hooks.emit.tap too.';
    expect(qualifiedNames('emit', text)).toEqual(['compiler.hooks.emit']);
    expect(
      qualifiedNames('accept', 'Call module.hot.accept(deps, callback) or import.meta.webpackHot.accept()'),
    ).toEqual(['module.hot.accept', 'import.meta.webpackHot.accept']);
    // A name merely mentioned is not the heading's name.
    expect(qualifiedNames('moduleIds', 'See optimization.moduleIds for the algorithm.')).toEqual([]);
  });

  it('names a heading in words by the code its section writes for it', () => {
    expect(codeNames('Content hashes in file names', 'Use [contenthash] in output.filename.')).toEqual(['contenthash']);
    expect(codeNames('Keep module ids stable', "Set moduleIds: 'deterministic'.")).toEqual(['moduleIds']);
    expect(codeNames('Pitfalls', 'Use [contenthash].')).toEqual([]);
  });

  it("names a package's page by the class the package exports", () => {
    expect(packageClassName('terser-webpack-plugin')).toBe('TerserPlugin');
    expect(packageClassName('css-minimizer-webpack-plugin')).toBe('CssMinimizerPlugin');
    expect(packageClassName('css-loader')).toBeUndefined();
  });
});
