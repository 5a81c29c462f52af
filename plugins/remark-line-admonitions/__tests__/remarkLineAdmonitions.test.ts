/** @jest-environment node */
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import remarkLineAdmonitions from '..';

const text = (value: string) => ({ type: 'text', value });
const paragraph = (...children: object[]) => ({ type: 'paragraph', children });

function run(tree: object) {
  return unified()
    .use(remarkLineAdmonitions)
    .runSync(tree as Root) as object;
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

  it('reads Markdown as writers type it', () => {
    const processor = unified().use(remarkParse).use(remarkLineAdmonitions);
    const tree = processor.runSync(processor.parse('Intro.\n\nW> Mind the `order`.\nW> Really.\n'));
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'containerDirective']);
    expect(tree.children[1]).toMatchObject({
      name: 'warning',
      children: [
        { type: 'paragraph', children: [{ value: 'Mind the ' }, { value: 'order' }, { value: '.\nReally.' }] },
      ],
    });
  });

  it('takes no options', () => {
    expect(() =>
      unified()
        .use(remarkLineAdmonitions, { markers: 'x' } as never)
        .freeze(),
    ).toThrow('remark-line-admonitions takes no options');
  });
});
