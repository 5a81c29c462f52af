/**
 * Turns a package README into a page of this site: its own title, badges and
 * logos go, relative links and images point into the repository, links to
 * other documented packages point to their pages here, and links to anchors
 * the page does not have are dropped (the build fails on broken anchors).
 */
import { headingAnchors } from '../content-index/markdown';

export type ReadmeContext = {
  /** https URL of the package repository. */
  repository?: string;
  /** Folder of the package in its repository (monorepos). */
  directory?: string;
  /** Lower-cased repository URLs and npm package names of documented packages → their page here. */
  packagePages: ReadonlyMap<string, string>;
};

const FENCE = /^\s*(`{3,}|~{3,})/;

/** Applies `transform` to the lines outside fenced code blocks. */
function mapProse(markdown: string, transform: (lines: string[]) => string[]): string {
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    out.push(...transform(prose));
    prose = [];
  };
  for (const line of markdown.split('\n')) {
    const match = FENCE.exec(line);
    if (fence) {
      out.push(line);
      if (match && match[1]![0] === fence[0] && match[1]!.length >= fence.length && line.trim() === match[1])
        fence = null;
    } else if (match) {
      flush();
      fence = match[1]!;
      out.push(line);
    } else {
      prose.push(line);
    }
  }
  flush();
  return out.join('\n');
}

/** Removes the first level-1 heading (ATX, setext or HTML): the page has its own title. */
export function dropFirstH1(markdown: string): string {
  let done = false;
  return mapProse(markdown, (lines) => {
    if (done) return lines;
    const result: string[] = [];
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i]!;
      if (!done && /^#\s+\S/.test(line)) {
        done = true;
        continue;
      }
      if (!done && line.trim() && /^=+\s*$/.test(lines[i + 1] ?? '')) {
        done = true;
        i += 1;
        continue;
      }
      if (!done && /<h1[\s>]/i.test(line)) {
        done = true;
        const rest = line.replace(/<h1[\s\S]*?<\/h1>/i, '');
        if (rest.trim()) result.push(rest);
        continue;
      }
      result.push(line);
    }
    return result;
  });
}

const BADGE_LINE = /^\s*(\[?!\[[^\]]*\](\([^)]*\)|\[[^\]]*\])(\]((\([^)]*\))|(\[[^\]]*\])))?\s*)+$/;

/**
 * Removes what heads a README but is not content: badge rows anywhere, and the
 * logos and badges of the HTML blocks before the first heading (their text, such
 * as a one-line summary, stays). Centring attributes go everywhere.
 */
export function dropBadges(markdown: string): string {
  let inLead = true;
  return mapProse(markdown, (lines) => {
    const result: string[] = [];
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i]!;
      if (BADGE_LINE.test(line)) continue;
      if (/^#{1,6}\s|^\s*<h[1-6][\s>]/i.test(line)) inLead = false;
      if (inLead && /^\s*<[a-z]/i.test(line)) {
        let j = i;
        const block: string[] = [];
        while (j < lines.length && lines[j]!.trim() !== '') block.push(lines[j++]!);
        const html = block
          .join('\n')
          .replace(/<img\b[^>]*>/gi, '')
          .replace(/<a\b[^>]*>\s*<\/a>/gi, '');
        const text = html
          .replace(/<[^>]*>/g, '')
          .replace(/&nbsp;/g, '')
          .trim();
        if (text !== '') result.push(...html.split('\n').filter((l) => l.trim() !== ''));
        i = j - 1;
        continue;
      }
      result.push(line);
    }
    return result.map((l) => l.replace(/\s+align=(["'])(center|left|right)\1/gi, ''));
  });
}

const ALERTS: Record<string, string> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'info',
  WARNING: 'warning',
  CAUTION: 'danger',
};

/** GitHub's `> [!WARNING]` alerts become admonitions, which render as such here. */
export function alertsToAdmonitions(markdown: string): string {
  return mapProse(markdown, (lines) => {
    const result: string[] = [];
    for (let i = 0; i < lines.length; i += 1) {
      const alert = /^\s*>\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*$/i.exec(lines[i]!);
      if (!alert) {
        result.push(lines[i]!);
        continue;
      }
      const body: string[] = [];
      let j = i + 1;
      while (j < lines.length && /^\s*>/.test(lines[j]!)) body.push(lines[j++]!.replace(/^\s*>\s?/, ''));
      while (body.length && body[0]!.trim() === '') body.shift();
      result.push(`:::${ALERTS[alert[1]!.toUpperCase()]}`, '', ...body, '', ':::');
      i = j - 1;
    }
    return result;
  });
}

function isRelative(url: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|#|\/\/)/i.test(url);
}

/** Where a URL of the README should point on this site. */
export function rewriteUrl(url: string, kind: 'link' | 'image', context: ReadmeContext): string {
  const trimmed = url.trim();
  const npm = /^https?:\/\/(?:www\.)?npmjs\.(?:com|org)\/package\/((?:@[^/]+\/)?[^/#?]+)\/?$/i.exec(trimmed);
  if (npm && kind === 'link') return context.packagePages.get(npm[1]!.toLowerCase()) ?? trimmed;
  const repo = /^(https?:\/\/github\.com\/[^/#?]+\/[^/#?]+?)(?:\.git)?\/?(#readme)?$/i.exec(trimmed);
  if (repo && kind === 'link') return context.packagePages.get(repo[1]!.toLowerCase()) ?? trimmed;
  if (!isRelative(trimmed) && !trimmed.startsWith('/')) return trimmed;
  if (!context.repository) return trimmed;
  const [pathPart, hash] = trimmed.split('#') as [string, string | undefined];
  const base = context.directory ? `${context.directory.replace(/\/$/, '')}/` : '';
  const clean = trimmed.startsWith('/') ? pathPart.replace(/^\/+/, '') : `${base}${pathPart.replace(/^\.\//, '')}`;
  const mode = kind === 'image' ? 'raw' : 'blob';
  return `${context.repository}/${mode}/HEAD/${clean}${hash ? `#${hash}` : ''}`;
}

/** Rewrites the URLs of Markdown links and images, reference definitions and HTML href/src attributes. */
export function rewriteUrls(markdown: string, context: ReadmeContext): string {
  return mapProse(markdown, (lines) =>
    lines.map((line) =>
      line
        .replace(
          /(!?)\[((?:[^\][]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]+)>?((?:\s+"[^"]*")?)\s*\)/g,
          (_all, bang: string, text: string, url: string, title: string) =>
            `${bang}[${text}](${rewriteUrl(url, bang ? 'image' : 'link', context)}${title})`,
        )
        .replace(/^(\s*\[[^\]]+\]:\s*)(\S+)(.*)$/, (_all, head: string, url: string, tail: string) => {
          const kind = /\.(png|jpe?g|gif|svg|webp)(\?|$)/i.test(url) ? 'image' : 'link';
          return `${head}${rewriteUrl(url, kind, context)}${tail}`;
        })
        .replace(
          /\b(href|src)=(["'])([^"']*)\2/gi,
          (_all, attr: string, quote: string, url: string) =>
            `${attr}=${quote}${rewriteUrl(url, attr.toLowerCase() === 'src' ? 'image' : 'link', context)}${quote}`,
        ),
    ),
  );
}

/** Links to anchors the page does not have become plain text (Markdown) or lose their href (HTML). */
export function dropBrokenAnchors(markdown: string): string {
  const anchors = new Set(headingAnchors(markdown).map((a) => a.id));
  /** The page's anchor a hash means (GitHub matches them without regard to case), if any. */
  const resolve = (hash: string): string | undefined => {
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      // keep the raw hash
    }
    if (anchors.has(id)) return id;
    return anchors.has(id.toLowerCase()) ? id.toLowerCase() : undefined;
  };
  return mapProse(markdown, (lines) =>
    lines.map((line) =>
      line
        .replace(/(?<!!)\[((?:[^\][]|\[[^\]]*\])*)\]\(#([^)\s]*)\)/g, (_all, text: string, hash: string) => {
          const id = resolve(hash);
          return id ? `[${text}](#${id})` : text;
        })
        .replace(/\shref=(["'])#([^"']*)\1/gi, (_all, quote: string, hash: string) => {
          const id = resolve(hash);
          return id ? ` href=${quote}#${id}${quote}` : '';
        }),
    ),
  );
}

/** Everything above, in order. */
export function readmeToPage(readme: string, context: ReadmeContext): string {
  const normalized = readme.replace(/\r\n?/g, '\n');
  return dropBrokenAnchors(rewriteUrls(alertsToAdmonitions(dropBadges(dropFirstH1(normalized))), context)).trim();
}
