/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readmeFromTar, tarEntries } from '../tarball';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-tar-'));
  fs.mkdirSync(path.join(dir, 'package'));
  fs.writeFileSync(path.join(dir, 'package/package.json'), '{"name":"x"}');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The package folder as npm publishes it: a gzipped tarball of `package/`. */
function pack(...args: string[]): Buffer {
  execFileSync('tar', ['-czf', 'x.tgz', ...(args.length ? args : ['package'])], { cwd: dir });
  return gunzipSync(fs.readFileSync(path.join(dir, 'x.tgz')));
}

describe('the README in a package tarball', () => {
  it('is read from the tarball, preferring README.md', () => {
    fs.writeFileSync(path.join(dir, 'package/README'), 'plain');
    fs.writeFileSync(path.join(dir, 'package/README.md'), '# x\n\nThe README.');
    fs.mkdirSync(path.join(dir, 'package/docs'));
    fs.writeFileSync(path.join(dir, 'package/docs/README.md'), 'not this one');
    expect(readmeFromTar(pack(), 'x@1.0.0')).toBe('# x\n\nThe README.');
  });

  it('is refused when it is a symbolic link, which could point at any file of the machine', () => {
    fs.symlinkSync('/etc/hostname', path.join(dir, 'package/README.md'));
    expect(() => readmeFromTar(pack(), 'x@1.0.0')).toThrow(
      'x@1.0.0: package/README.md is a symlink, not a file: refused',
    );
  });

  it('is refused when it is a hard link', () => {
    fs.writeFileSync(path.join(dir, 'package/other.md'), 'secret');
    fs.linkSync(path.join(dir, 'package/other.md'), path.join(dir, 'package/README.md'));
    // The first name of a file is stored as the file, the next ones as links to it.
    expect(() => readmeFromTar(pack('package/other.md', 'package/README.md'), 'x@1.0.0')).toThrow(
      /README\.md is a hardlink, not a file: refused/,
    );
  });

  it('is missing from some packages', () => {
    expect(() => readmeFromTar(pack(), 'x@1.0.0')).toThrow('x@1.0.0 has no README');
  });

  it('is found under a long path too', () => {
    const deep = `package/${'d'.repeat(120)}`;
    fs.mkdirSync(path.join(dir, deep));
    fs.writeFileSync(path.join(dir, deep, 'file.txt'), 'deep');
    const entries = [...tarEntries(pack('--format=gnu', 'package'))];
    expect(entries.find((e) => e.path.endsWith('file.txt'))).toMatchObject({ path: `${deep}/file.txt`, type: 'file' });
    const pax = [...tarEntries(pack('--format=pax', 'package'))];
    expect(pax.find((e) => e.path.endsWith('file.txt'))?.data.toString()).toBe('deep');
  });
});
