/**
 * @jest-environment node
 *
 * lean-head against @docusaurus/core and its themes: the browser imports only `Helmet` and `HelmetProvider` from
 * react-helmet-async, which is all helmet.ts provides (helmet.test.tsx compares their behaviour with the library's).
 */
import fs from 'node:fs';
import path from 'node:path';
import { patch } from '..';
import * as helmet from '../helmet';

/** Files of the packages whose browser code imports react-helmet-async, and the names each imports. */
function browserImports(): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const pkg of ['core/lib/client', 'theme-common/lib', 'theme-classic/lib', 'plugin-google-gtag/lib']) {
    const dir = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), '..', pkg);
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.js') || /server/i.test(file)) continue;
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, names] of source.matchAll(/^import \{([^}]*)\} from 'react-helmet-async';$/gm)) {
        imports.set(
          `${pkg}/${file}`,
          names!.split(',').map((name) => name.trim()),
        );
      }
    }
  }
  return imports;
}

describe(`plugins/perf/${patch.name} against @docusaurus/core ${patch.reliesOn[1]!.version} and react-helmet-async ${patch.reliesOn[0]!.version}`, () => {
  it('the browser imports only Helmet and HelmetProvider, which helmet.ts exports', () => {
    const imports = browserImports();
    expect(imports.get('core/lib/client/clientEntry.js')).toEqual(['HelmetProvider']);
    expect(imports.get('core/lib/client/exports/Head.js')).toEqual(['Helmet']);
    const names = new Set([...imports.values()].flat());
    expect([...names].sort()).toEqual(['Helmet', 'HelmetProvider']);
    for (const name of names) expect(typeof (helmet as Record<string, unknown>)[name]).toBe('function');
  });
});
