/**
 * The mutation study: makes each small breaking change of mutations.ts to the working tree, one at a time, runs the
 * unit tier against it (Jest, as `npm run test:unit` does), and reports which changes the tests caught. The changed
 * file is restored after each change, and on Ctrl-C.
 *
 *   npm run test:mutations                        every change, unit tier (a run of the unit tier each)
 *   npm run test:mutations -- --only id,id        some of them
 *   npm run test:mutations -- --e2e               also, for each change with end-to-end tests named (those the unit
 *                                                 tier misses, and the three that went through every test before):
 *                                                 a production build with the change (build:e2e) and those tests.
 *                                                 Playwright serves the build on a port: run it in a network namespace.
 *                                                 The build-e2e/ there before is put back afterwards.
 *   npm run test:mutations -- --json <file>       the results as JSON too
 *   npm run test:mutations -- --list              checks that every change still applies, and lists them
 *   npm run test:mutations -- --whole             runs the whole unit tier for every change (see below)
 *
 * For each change, the unit tests that can see it run: those whose imports reach the changed file (Jest's
 * `--findRelatedTests`), or the whole unit tier when Jest traces none to it (CSS and JSON that tests read from disk
 * or through a mapped path). A test that could fail on a change without importing the file would be missed: `--whole`
 * runs every unit test for every change instead (an hour or more on a busy 2-core machine).
 *
 * A change counts as caught when a test fails on it and the failure is confirmed: the failing test files run again
 * with the change still fail, and pass without it. A test that fails without the change (a flaky one, on a busy
 * machine) is reported, and catches nothing. Each run's output is kept (the folder is printed first).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MUTATIONS, type Mutation } from './mutations';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build-e2e');
const BUILD_BACKUP = path.join(ROOT, 'build-e2e.before-mutations');
const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');

/** `failed`: the tests (or test files) that failed on the change and were confirmed; `flaky`: those that were not. */
type Outcome = { caught: boolean; failed: string[]; flaky?: string[]; seconds: number };
type Failures = { files: string[]; tests: string[] };
type Result = { mutation: Mutation; unit: Outcome; e2e?: Outcome };

type Args = { only?: Set<string>; e2e: boolean; list: boolean; whole: boolean; json?: string };

function parseArgs(argv: string[]): Args {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const only = value('--only');
  return {
    only: only ? new Set(only.split(',')) : undefined,
    e2e: argv.includes('--e2e'),
    list: argv.includes('--list'),
    whole: argv.includes('--whole'),
    json: value('--json'),
  };
}

/** The files' contents before any change; refuses files that differ from git's (a run killed before it restored). */
function originals(mutations: readonly Mutation[]): Map<string, string> {
  const files = [...new Set(mutations.map((m) => m.file))];
  const dirty = spawnSync('git', ['status', '--porcelain', '--', ...files], { cwd: ROOT, encoding: 'utf8' }).stdout;
  if (dirty.trim()) throw new Error(`These files differ from git; restore or commit them first:\n${dirty}`);
  const contents = new Map(files.map((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]));
  for (const m of mutations) {
    const found = contents.get(m.file)!.split(m.from).length - 1;
    if (found !== (m.count ?? 1)) throw new Error(`${m.id}: "${m.from}" occurs ${found} times in ${m.file}`);
  }
  return contents;
}

function restoreAll(contents: Map<string, string>): void {
  for (const [file, text] of contents) fs.writeFileSync(path.join(ROOT, file), text);
}

/** The command running now, stopped with the study. */
let running: ChildProcess | undefined;

/** Runs `command` in the project; true when it exits 0. Its output goes to `log`. */
async function run(command: string, args: string[], log: string, env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  const fd = fs.openSync(log, 'w');
  try {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
    running = child;
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', resolve);
    });
    return code === 0;
  } finally {
    running = undefined;
    fs.closeSync(fd);
  }
}

/**
 * Runs the unit tier, or only `files` of it, with Jest's output in `log`: the test files and the tests that failed
 * (from its report of each failure, "● name").
 */
async function jest(log: string, files: readonly string[] = []): Promise<Failures> {
  const only = files.length > 0 ? ['--runTestsByPath', ...files] : [];
  await run(process.execPath, [JEST, '--ci', '--silent', ...only], log);
  const output = fs.readFileSync(log, 'utf8');
  const unique = (pattern: RegExp) => [...new Set([...output.matchAll(pattern)].map((match) => match[1]!))];
  return { files: unique(/^FAIL (\S+)/gm), tests: unique(/^ {2}● (.+)$/gm) };
}

/** The unit test files whose imports reach `file`. */
async function relatedTests(file: string, log: string): Promise<string[]> {
  await run(process.execPath, [JEST, '--listTests', '--findRelatedTests', file], log);
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'));
}

/**
 * The unit tests in `tests` (all of them when empty) against a change (made by `apply`, undone by `undo`), with their
 * failures confirmed.
 */
async function unitTier(tests: readonly string[], apply: () => void, undo: () => void, logs: string): Promise<Outcome> {
  const started = Date.now();
  apply();
  try {
    const first = await jest(`${logs}.jest.log`, tests);
    if (first.files.length === 0) return { caught: false, failed: [], seconds: (Date.now() - started) / 1000 };
    const again = await jest(`${logs}.again.jest.log`, first.files);
    undo();
    const without = await jest(`${logs}.without.jest.log`, first.files);
    const confirmed = again.tests.filter((test) => !without.tests.includes(test));
    const files = again.files.filter((file) => !without.files.includes(file));
    const flaky = first.tests.filter((test) => !confirmed.includes(test));
    const seconds = (Date.now() - started) / 1000;
    return { caught: confirmed.length > 0, failed: [...files, ...confirmed], flaky, seconds };
  } finally {
    undo();
  }
}

/** A production build with the change, then its end-to-end tests. */
async function endToEnd(mutation: Mutation, scratch: string): Promise<Outcome> {
  const started = Date.now();
  const { specs, grep } = mutation.e2e!;
  if (!(await run('npm', ['run', 'build:e2e'], path.join(scratch, `${mutation.id}.build.log`)))) {
    throw new Error(`${mutation.id}: the build failed (${scratch})`);
  }
  const report = path.join(scratch, `${mutation.id}.e2e.json`);
  const passed = await run(
    'npx',
    ['playwright', 'test', ...specs, '-g', grep, '--reporter=json'],
    path.join(scratch, `${mutation.id}.e2e.log`),
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  );
  type Suite = { suites?: Suite[]; specs?: { title: string; ok: boolean }[] };
  const failed: string[] = [];
  const visit = (suite: Suite) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) failed.push(spec.title);
    for (const child of suite.suites ?? []) visit(child);
  };
  try {
    visit(JSON.parse(fs.readFileSync(report, 'utf8')) as Suite);
  } catch {
    failed.push(`(no report: see ${report})`);
  }
  return { caught: !passed, failed, seconds: (Date.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const mutations = MUTATIONS.filter((m) => !args.only || args.only.has(m.id));
  if (args.only && mutations.length !== args.only.size) throw new Error('--only names a change that is not listed');
  const contents = originals(mutations);
  if (args.list) {
    for (const m of mutations) console.log(`${m.id}: ${m.breaks}${m.e2e ? ` (e2e: ${m.e2e.grep})` : ''}`);
    return;
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mutations-'));
  const restore = () => restoreAll(contents);
  /** Puts back the build that was there before the end-to-end runs (one of them may have been stopped halfway). */
  const restoreBuild = () => {
    if (!fs.existsSync(BUILD_BACKUP)) return;
    fs.rmSync(BUILD, { recursive: true, force: true });
    fs.renameSync(BUILD_BACKUP, BUILD);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      running?.kill(signal);
      restore();
      restoreBuild();
      process.exit(130);
    });
  }

  console.log(`Logs: ${scratch}`);
  const apply = (mutation: Mutation) => () => {
    const original = contents.get(mutation.file)!;
    fs.writeFileSync(path.join(ROOT, mutation.file), original.split(mutation.from).join(mutation.to));
  };
  const results: Result[] = [];
  for (const mutation of mutations) {
    const logs = path.join(scratch, mutation.id);
    const tests = args.whole ? [] : await relatedTests(mutation.file, `${logs}.related.log`);
    const unit = await unitTier(tests, apply(mutation), restore, logs);
    const ran = tests.length > 0 ? `${tests.length} related test files` : 'the whole unit tier';
    console.log(`${unit.caught ? 'caught' : 'MISSED'}  ${mutation.id} (${ran}, ${unit.seconds.toFixed(0)} s)`);
    for (const name of unit.failed.slice(0, 3)) console.log(`        ${name}`);
    if (unit.flaky?.length) console.log(`        not confirmed (flaky): ${unit.flaky.join('; ')}`);
    results.push({ mutation, unit });
  }

  const forEndToEnd = results.filter((r) => r.mutation.e2e);
  if (args.e2e && forEndToEnd.length > 0) {
    if (fs.existsSync(BUILD_BACKUP)) throw new Error(`${BUILD_BACKUP} exists: put it back as build-e2e/ first`);
    if (!fs.existsSync(BUILD)) throw new Error('No build-e2e/ to compare with: run npm run build:e2e first');
    fs.renameSync(BUILD, BUILD_BACKUP);
    try {
      for (const result of forEndToEnd) {
        const { mutation } = result;
        apply(mutation)();
        try {
          result.e2e = await endToEnd(mutation, scratch);
        } finally {
          restore();
        }
        const { caught, failed, seconds } = result.e2e;
        console.log(`e2e ${caught ? 'caught' : 'MISSED'}  ${mutation.id} (${seconds.toFixed(0)} s)`);
        for (const name of failed.slice(0, 5)) console.log(`        ${name}`);
      }
    } finally {
      restoreBuild();
    }
  }

  const unitCaught = results.filter((r) => r.unit.caught).length;
  console.log(`\nUnit tier caught ${unitCaught} of ${results.length}.`);
  const missed = results.filter((r) => !r.unit.caught);
  if (missed.length > 0) console.log(`Missed by the unit tier: ${missed.map((r) => r.mutation.id).join(', ')}`);
  if (args.e2e) {
    const suiteCaught = results.filter((r) => r.unit.caught || r.e2e?.caught).length;
    console.log(`Unit tier and the end-to-end tests run here caught ${suiteCaught} of ${results.length}.`);
  }
  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
