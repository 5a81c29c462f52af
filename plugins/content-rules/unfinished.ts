/** Unfinished-page markers: filler and announcements a published page must not have ("lorem ipsum", "TBD"). */
import type { Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';

export const UNFINISHED = /lorem ipsum|TODO: ?write|coming soon|placeholder text|\bTBD\b/i;

type Marker = { line: number; column: number; marker: string };

/**
 * The markers in a page's title and description (its `raw` text) and in its prose (its syntax tree, `tree`; code
 * is left out), each at its place in the file.
 */
export function unfinishedMarkers(raw: string, tree: Root): Marker[] {
  const markers: Marker[] = [];
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---/.exec(raw)?.[0] ?? '';
  frontMatter.split('\n').forEach((line, index) => {
    const found = /^(title|description):/.test(line) ? UNFINISHED.exec(line) : null;
    if (found) markers.push({ line: index + 1, column: found.index + 1, marker: found[0] });
  });
  visit(tree, ['paragraph', 'heading', 'tableCell'], (block) => {
    const texts: string[] = [];
    visit(block, 'text', (text: Text) => {
      texts.push(text.value);
    });
    const found = UNFINISHED.exec(texts.join(''));
    if (found && block.position) {
      markers.push({ line: block.position.start.line, column: block.position.start.column, marker: found[0] });
    }
    return 'skip';
  });
  return markers;
}
