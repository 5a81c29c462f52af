/**
 * The GitHub handles of the people who committed to each file, read from the
 * git history in one `git log` run.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { GITHUB_HANDLE } from '../frontmatter-check/validate';

const run = promisify(execFile);

/** GitHub's no-reply addresses: `12345+handle@users.noreply.github.com` and the older `handle@users.noreply.github.com`. */
const NOREPLY = /^(?:\d+\+)?([^@+]+)@users\.noreply\.github\.com$/i;

/**
 * The GitHub handle of a commit author's e-mail: from a GitHub no-reply
 * address, else from the committed map (keys compared without case), else
 * none. Bots (`name[bot]`) and anything that is not a valid handle give none.
 */
export function handleForEmail(email: string, handlesByEmail: Readonly<Record<string, string>>): string | undefined {
  const lower = email.trim().toLowerCase();
  const mapped = Object.entries(handlesByEmail).find(([key]) => key.toLowerCase() === lower)?.[1];
  const handle = mapped ?? NOREPLY.exec(email.trim())?.[1];
  return handle !== undefined && GITHUB_HANDLE.test(handle) ? handle : undefined;
}

/** Commits are separated by this byte in the log output. */
const RECORD = '\x1e';

/**
 * Handles of the authors of every file under `dir` (paths relative to `dir`,
 * with forward slashes), oldest author first. `null` when there is no usable
 * history: not a git work tree, git missing, or a shallow clone (whose
 * history would name only the latest authors).
 */
export async function gitAuthorsByFile(
  dir: string,
  handlesByEmail: Readonly<Record<string, string>>,
): Promise<Map<string, string[]> | null> {
  let log: string;
  try {
    const { stdout: shallow } = await run('git', ['rev-parse', '--is-shallow-repository'], { cwd: dir });
    if (shallow.trim() !== 'false') return null;
    ({ stdout: log } = await run(
      'git',
      ['log', '--no-merges', '--reverse', `--format=${RECORD}%ae`, '--name-only', '--relative', '-z', '--', '.'],
      { cwd: dir, maxBuffer: 256 * 1024 * 1024 },
    ));
  } catch {
    return null;
  }
  const authors = new Map<string, string[]>();
  for (const record of log.split(RECORD).slice(1)) {
    // "<email>\0\n<file>\0<file>\0…": with -z every name ends in NUL.
    const [email = '', ...files] = record.split('\0');
    const handle = handleForEmail(email, handlesByEmail);
    if (handle === undefined) continue;
    for (const file of files) {
      const name = file.replace(/^\n/, '');
      if (name === '') continue;
      const list = authors.get(name) ?? [];
      if (!list.some((h) => h.toLowerCase() === handle.toLowerCase())) list.push(handle);
      authors.set(name, list);
    }
  }
  return authors;
}
