/** Fenced code blocks of a Markdown/MDX page, with their meta (title, the `validate` flag) and line. */

export type CodeBlock = {
  lang: string;
  meta: string;
  title?: string;
  /** Marked with the meta word `validate`: a complete webpack configuration. */
  validate: boolean;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
};

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

export function parseMeta(info: string): { lang: string; meta: string; title?: string; validate: boolean } {
  const trimmed = info.trim();
  const [lang = '', ...rest] = trimmed.split(/\s+/);
  const meta = rest.join(' ');
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const withoutTitle = meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, '');
  return {
    lang: lang.toLowerCase(),
    meta,
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    validate: /(^|\s)validate(\s|$)/.test(withoutTitle),
  };
}

export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const close = FENCE.exec(lines[j]!);
      if (close && close[2]![0] === fence[0] && close[2]!.length >= fence.length && close[3]!.trim() === '') break;
      body.push(lines[j]!.startsWith(indent) ? lines[j]!.slice(indent.length) : lines[j]!.trimStart());
    }
    blocks.push({ ...parseMeta(info), code: body.join('\n'), line: i + 1 });
    i = j;
  }
  return blocks;
}
