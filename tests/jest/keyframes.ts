/** Reads the `@keyframes` of a CSS file, for tests that check an animation's steps against the spec's timings. */
import fs from 'node:fs';

export type Keyframe = { offset: number; transform: string };

/** The keyframes named `name` in `file`, one entry per offset (a selector list `5%, 25%` gives two), in order. */
export function readKeyframes(file: string, name: string): Keyframe[] {
  const css = fs.readFileSync(file, 'utf8');
  const start = css.indexOf(`@keyframes ${name} {`);
  if (start < 0) throw new Error(`no @keyframes ${name} in ${file}`);
  const frames: Keyframe[] = [];
  // Each rule of the block: "<offsets> { transform: <value>; }", up to the block's closing brace.
  const rule = /\s*([\d%,\s]+|from|to)\s*\{\s*transform:\s*([^;]+);\s*\}/y;
  rule.lastIndex = start + `@keyframes ${name} {`.length;
  for (let match = rule.exec(css); match; match = rule.exec(css)) {
    for (const selector of match[1]!.split(',')) {
      const text = selector.trim();
      const offset = text === 'from' ? 0 : text === 'to' ? 100 : Number.parseFloat(text);
      frames.push({ offset, transform: match[2]!.trim() });
    }
  }
  return frames.sort((a, b) => a.offset - b.offset);
}
