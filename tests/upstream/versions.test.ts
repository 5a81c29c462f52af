/**
 * @jest-environment node
 *
 * Each patch of the speed layer was made for exact versions of the packages it relies on (plugins/perf/*: `patch`).
 * These must be the versions package.json pins and the ones installed; a Docusaurus upgrade fails here first, naming
 * each patch and the upstream files to read again (UPGRADING.md says what to do).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PATCHES, type Reliance } from '../../plugins/perf';

const ROOT = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = { ...manifest.dependencies, ...manifest.devDependencies };

const packageDir = (name: string) => path.join(ROOT, 'node_modules', name);
const installed = (name: string): string | undefined => {
  const file = path.join(packageDir(name), 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : undefined;
};
/** The exact version package.json pins (`1.2.3`, or an alias's `npm:name@1.2.3`), or undefined for a range. */
const pinned = (name: string): string | undefined =>
  /^(?:npm:(?:@[^/]+\/)?[^@]+@)?(\d+\.\d+\.\d+(?:-[\w.]+)?)$/.exec(declared[name] ?? '')?.[1];

const reliances = PATCHES.flatMap((patch) => patch.reliesOn.map((reliance) => ({ patch: patch.name, reliance })));
const where = (patch: string, r: Reliance) =>
  `plugins/perf/${patch} was made for ${r.package} ${r.version} (${r.files.join(', ')}: ${r.detail})`;

describe('the versions the speed layer was made for', () => {
  it('every patch names what it relies on', () => {
    expect(PATCHES.length).toBeGreaterThan(0);
    for (const patch of PATCHES) expect(patch.reliesOn.length).toBeGreaterThan(0);
  });

  it.each(reliances.map(({ patch, reliance }) => [patch, reliance.package, reliance]))(
    '%s: %s is installed at the version the patch was made for',
    (patch, _name, reliance) => {
      const version = installed(reliance.package);
      if (version !== reliance.version) {
        throw new Error(
          `${where(patch, reliance)}, and ${version ?? 'no version'} is installed. Read those files in the new ` +
            `version, update the patch and its \`reliesOn\` (or build with PERF_PATCHES_OFF=${patch} and remove it): ` +
            'see UPGRADING.md.',
        );
      }
    },
  );

  it.each(reliances.map(({ patch, reliance }) => [patch, reliance.package, reliance]))(
    '%s: package.json pins %s to that exact version',
    (patch, _name, reliance) => {
      if (pinned(reliance.package) !== reliance.version) {
        throw new Error(
          `${where(patch, reliance)}, and package.json has ${JSON.stringify(declared[reliance.package])}: pin it ` +
            `to exactly ${reliance.version}, so that a fresh install cannot take another version.`,
        );
      }
    },
  );

  it.each(reliances.map(({ patch, reliance }) => [patch, reliance.package, reliance]))(
    '%s: the files of %s it names exist',
    (patch, _name, reliance) => {
      const missing = reliance.files.filter((file) => !fs.existsSync(path.join(packageDir(reliance.package), file)));
      if (missing.length > 0) {
        throw new Error(
          `${where(patch, reliance)}: ${missing.map((f) => `${reliance.package}/${f}`).join(', ')} is gone.`,
        );
      }
    },
  );

  it('pins every @docusaurus package to one exact version', () => {
    const docusaurus = Object.keys(declared).filter((name) => name.startsWith('@docusaurus/'));
    const versions = new Map(docusaurus.map((name) => [name, pinned(name)]));
    expect([...versions].filter(([, version]) => version === undefined)).toEqual([]);
    expect(new Set(versions.values()).size).toBe(1);
    for (const name of docusaurus) expect(installed(name)).toBe(pinned(name));
  });
});
