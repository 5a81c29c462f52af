/**
 * @jest-environment node
 *
 * unused-infima against infima: every class and custom property the patch removes is one of Infima's (a name that is
 * no longer there is a stale entry), and the stylesheet lives where the patch looks for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isInfima, patch } from '..';
import { UNUSED_CLASSES, UNUSED_PROPERTIES } from '../unused';

const file = path.join(path.dirname(require.resolve('infima/package.json')), 'dist/css/default/default.css');
const css = fs.readFileSync(file, 'utf8');

describe(`plugins/perf/${patch.name} against infima ${patch.reliesOn[0]!.version} (dist/css/default/default.css)`, () => {
  it('finds the stylesheet the theme loads', () => {
    expect(isInfima(file)).toBe(true);
  });

  it('removes only classes Infima defines', () => {
    const defined = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
    expect([...UNUSED_CLASSES].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('removes only custom properties Infima declares', () => {
    const declared = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
    expect([...UNUSED_PROPERTIES].filter((name) => !declared.has(name))).toEqual([]);
  });
});
