import remarkLineAdmonitions from '..';

const text = (value: string) => ({ type: 'text', value });
const paragraph = (...children: object[]) => ({ type: 'paragraph', children });

function run(tree: object) {
  remarkLineAdmonitions()(tree as never);
  return tree;
}

describe('remark line admonitions', () => {
  it('turns T>, W> and ?> paragraphs into tip, warning and note', () => {
    const tree = run({
      type: 'root',
      children: [
        paragraph(text('T> Use a cache.')),
        paragraph(text('W> Mind the order.')),
        paragraph(text('?> See also.')),
      ],
    });
    expect(tree).toEqual({
      type: 'root',
      children: [
        { type: 'containerDirective', name: 'tip', attributes: {}, children: [paragraph(text('Use a cache.'))] },
        { type: 'containerDirective', name: 'warning', attributes: {}, children: [paragraph(text('Mind the order.'))] },
        { type: 'containerDirective', name: 'note', attributes: {}, children: [paragraph(text('See also.'))] },
      ],
    });
  });

  it('removes the marker from every line and keeps inline content', () => {
    const code = { type: 'inlineCode', value: 'mode' };
    const tree = run({ type: 'root', children: [paragraph(text('T> Set '), code, text(' explicitly.\nT> Always.'))] });
    expect(tree).toEqual({
      type: 'root',
      children: [
        {
          type: 'containerDirective',
          name: 'tip',
          attributes: {},
          children: [paragraph(text('Set '), code, text(' explicitly.\nAlways.'))],
        },
      ],
    });
  });

  it('works inside lists and leaves other paragraphs alone', () => {
    const plain = paragraph(text('The T> marker only counts at the start.'));
    const nested = { type: 'listItem', children: [paragraph(text('W> Careful.'))] };
    const tree = run({ type: 'root', children: [plain, { type: 'list', children: [nested] }] }) as {
      children: [object, { children: [{ children: [{ type: string; name: string }] }] }];
    };
    expect(tree.children[0]).toBe(plain);
    expect(tree.children[1].children[0].children[0]).toMatchObject({ type: 'containerDirective', name: 'warning' });
  });

  it('needs the marker followed by ">"', () => {
    const tree = run({ type: 'root', children: [paragraph(text('T is a letter.')), paragraph(text('Tip> no'))] });
    expect(JSON.stringify(tree)).not.toContain('containerDirective');
  });
});
