/**
 * Finds the README in an (uncompressed) npm package tarball without
 * extracting it. Only a regular file is accepted: a README that is a
 * symbolic or hard link could point anywhere on the machine that builds the
 * site (an `.npmrc` with a token, say) and is refused.
 */

export type TarEntry = { path: string; type: 'file' | 'directory' | 'symlink' | 'hardlink' | 'other'; data: Buffer };

const BLOCK = 512;
/** A README larger than this is not documentation. */
export const MAX_README_BYTES = 2 * 1024 * 1024;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function octal(header: Buffer, start: number, length: number): number {
  const text = field(header, start, length).trim();
  return text ? parseInt(text, 8) : 0;
}

const TYPES: Record<string, TarEntry['type']> = {
  '0': 'file',
  '': 'file',
  '7': 'file',
  '1': 'hardlink',
  '2': 'symlink',
  '5': 'directory',
};

/** The entries of a ustar/pax/GNU tar archive, with their full paths. */
export function* tarEntries(tar: Buffer): Generator<TarEntry> {
  let offset = 0;
  let longPath: string | undefined;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const size = octal(header, 124, 12);
    const flag = field(header, 156, 1);
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (flag === 'x') {
      // A pax header: its `path` record names the next entry.
      const record = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'));
      if (record) longPath = record[1];
      continue;
    }
    if (flag === 'L') {
      longPath = field(data, 0, data.length);
      continue;
    }
    if (flag === 'g') continue;
    const prefix = field(header, 345, 155);
    const name = field(header, 0, 100);
    const entryPath = longPath ?? (prefix ? `${prefix}/${name}` : name);
    longPath = undefined;
    yield { path: entryPath, type: TYPES[flag] ?? 'other', data };
  }
}

const README = /^readme(\.(md|markdown|mdown|mkdn))?$/i;

/** The README at the root of the package (`package/README.md`), as text. Throws when there is none or it is a link. */
export function readmeFromTar(tar: Buffer, label: string): string {
  const candidates = [...tarEntries(tar)].filter((entry) => {
    const parts = entry.path.replace(/^\.\//, '').split('/');
    return parts.length === 2 && README.test(parts[1]!);
  });
  // README.md before README.markdown before a bare README.
  const readme = candidates.sort((a, b) => Number(!/\.md$/i.test(a.path)) - Number(!/\.md$/i.test(b.path)))[0];
  if (!readme) throw new Error(`${label} has no README`);
  if (readme.type !== 'file') throw new Error(`${label}: ${readme.path} is a ${readme.type}, not a file: refused`);
  if (readme.data.length > MAX_README_BYTES) throw new Error(`${label}: ${readme.path} is larger than 2 MB: refused`);
  return readme.data.toString('utf8');
}
