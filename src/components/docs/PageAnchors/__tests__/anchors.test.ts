import { nestAnchors } from '../anchors';

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
});
