import { nestAnchors } from '../anchors';
import { anchorsByUrl, loadPageAnchors, treeUrlFor } from '../contentTree';
import { publishAnchors, readAnchors } from '../store';

describe('sidebar anchors', () => {
  it('keeps levels 2 and 3 only, level 3 nested under the preceding level 2', () => {
    const anchors = [
      { value: 'Title', id: 'title', level: 1 },
      { value: 'Early', id: 'early', level: 3 },
      { value: 'A', id: 'a', level: 2 },
      { value: 'A.1', id: 'a-1', level: 3 },
      { value: 'A.1.x', id: 'a-1-x', level: 4 },
      { value: 'A.2', id: 'a-2', level: 3 },
      { value: 'B', id: 'b', level: 2 },
    ];
    expect(nestAnchors(anchors)).toEqual([
      { value: 'Early', id: 'early', level: 3, children: [] },
      {
        value: 'A',
        id: 'a',
        level: 2,
        children: [
          { value: 'A.1', id: 'a-1', level: 3 },
          { value: 'A.2', id: 'a-2', level: 3 },
        ],
      },
      { value: 'B', id: 'b', level: 2, children: [] },
    ]);
  });

  it('hands the current doc anchors to the sidebar', () => {
    const toc = [{ value: 'X', id: 'x', level: 2 }];
    expect(readAnchors('/fixture/page')).toBeUndefined();
    publishAnchors('/fixture/page', toc);
    expect(readAnchors('/fixture/page')).toBe(toc);
  });
});

describe('anchors of other pages from the content tree', () => {
  const tree = {
    type: 'directory' as const,
    url: '/',
    children: [
      {
        type: 'directory' as const,
        url: '/concepts/',
        children: [
          {
            type: 'file' as const,
            url: '/concepts/output/',
            anchors: [{ title: 'Public <path>', id: 'public-path', level: 2 }],
          },
        ],
      },
    ],
  };

  afterEach(() => jest.restoreAllMocks());

  it('reads the tree of the page version', () => {
    expect(treeUrlFor('/concepts/output')).toBe('/content-tree.json');
    expect(treeUrlFor('/v4/concepts/output/')).toBe('/v4/content-tree.json');
  });

  it('indexes anchors by page URL, with titles escaped as HTML', () => {
    expect(anchorsByUrl(tree).get('/concepts/output/')).toEqual([
      { value: 'Public &#60;path&#62;', id: 'public-path', level: 2 },
    ]);
  });

  it('finds a page by its sidebar permalink, which has no trailing slash', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(tree) });
    Object.assign(globalThis, { fetch: fetchMock });
    await expect(loadPageAnchors('/concepts/output')).resolves.toEqual([
      { value: 'Public &#60;path&#62;', id: 'public-path', level: 2 },
    ]);
    await expect(loadPageAnchors('/concepts/missing')).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
