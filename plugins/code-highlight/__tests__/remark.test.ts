/**
 * @jest-environment node
 */
import remarkCodeHighlight from '../remark';
import { prismConfig } from '../../../config/prismThemes';

type Node = { type: string; name?: string; attributes?: { name: string; value: unknown }[]; children?: Node[] };

const code = (lang: string | null, meta: string | null, value: string) => ({ type: 'code', lang, meta, value });

/** The file the plugin fails, as unified's VFile does: a message placed at a node's position. */
const file = {
  fail(reason: string, node: { position?: { start: { line: number; column: number } } }): never {
    throw Object.assign(new Error(reason), { place: node.position?.start });
  },
};

function run(children: object[]): Node {
  const tree = { type: 'root', children };
  remarkCodeHighlight(prismConfig)(tree as never, file as never);
  return tree as Node;
}

/** Attribute values as MDX will compile them: strings, or the literal of an expression. */
function props(node: Node): Record<string, unknown> {
  return Object.fromEntries(
    node.attributes!.map(({ name, value }) => [
      name,
      typeof value === 'object' && value
        ? (value as { data: { estree: { body: { expression: { value: unknown } }[] } } }).data.estree.body[0]!
            .expression.value
        : value,
    ]),
  );
}

describe('remark code highlight', () => {
  it('turns a fence into a code element MDX hands to the theme code block, with its HTML and meta', () => {
    const tree = run([code('js', 'title="webpack.config.js" {1} showLineNumbers validate', 'const a = 1;')]);
    const element = tree.children![0]!;
    expect(element).toMatchObject({ type: 'mdxJsxFlowElement', name: 'code', children: [] });
    const { html, ...rest } = props(element);
    expect(rest).toEqual({ className: 'language-js', title: 'webpack.config.js', showLineNumbers: 1 });
    expect(html).toContain('theme-code-block-highlighted-line');
    expect(html).toContain('const');
  });

  it('highlights code inside lists, quotes and admonitions, and indented code without a language', () => {
    const tree = run([
      { type: 'list', children: [{ type: 'listItem', children: [code('bash', null, 'npm test')] }] },
      { type: 'blockquote', children: [code(null, null, 'plain')] },
    ]);
    const inList = tree.children![0]!.children![0]!.children![0]!;
    const inQuote = tree.children![1]!.children![0]!;
    expect(props(inList).className).toBe('language-bash');
    expect(props(inQuote)).toEqual({ className: 'language-text', html: '<div class="token-line">plain<br></div>' });
  });

  it('leaves live code to the theme', () => {
    const tree = run([code('jsx', 'live', '<p />')]);
    expect(tree.children![0]!.type).toBe('code');
  });

  it('fails a page whose fences name languages Prism does not know, naming each with its place', () => {
    const at = (line: number) => ({ position: { start: { line, column: 1 }, end: { line: line + 2, column: 4 } } });
    const run2 = () =>
      run([
        { ...code('jsxx', null, '<p />'), ...at(12) },
        { ...code('js', null, 'a'), ...at(20) },
        { type: 'list', children: [{ type: 'listItem', children: [{ ...code('yamll', null, 'a: 1'), ...at(31) }] }] },
      ]);
    expect(run2).toThrow(
      'Code blocks in a language Prism does not know: `jsxx` (12:1), `yamll` (31:1). Name one it knows (js, ts, bash, json, diff, text, …) or none.',
    );
    expect(() => run2()).toThrow(expect.objectContaining({ place: { line: 12, column: 1 } }));
  });

  it.each(['text', 'txt', 'plaintext', 'JS', 'sh', 'shell', 'diff', 'ini', 'scss', 'html', 'yaml', 'shell-session'])(
    'knows %s',
    (lang) => expect(() => run([code(lang, null, 'x')])).not.toThrow(),
  );
});
