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
 *
 * Each unit run stops at the first failing test file (`--bail`): the report names the tests that failed there, and
 * each run's output is kept (the folder is printed at the end).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MUTATIONS, type Mutation } from './mutations';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build-e2e');
const BUILD_BACKUP = path.join(ROOT, 'build-e2e.before-mutations');

type Outcome = { caught: boolean; failed: string[]; seconds: number };
type Result = { mutation: Mutation; unit: Outcome; e2e?: Outcome };

function parseArgs(argv: string[]): { only?: Set<string>; e2e: boolean; list: boolean; json?: string } {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const only = value('--only');
  return {
    only: only ? new Set(only.split(',')) : undefined,
    e2e: argv.includes('--e2e'),
    list: argv.includes('--list'),
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

/** The unit tier, its output kept in `log`; the tests that failed, from Jest's report of each failure ("● name"). */
async function unitTier(log: string): Promise<Outcome> {
  const started = Date.now();
  const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js');
  const passed = await run(process.execPath, [jest, '--ci', '--bail', '--silent'], log);
  const output = fs.readFileSync(log, 'utf8');
  const failed = [...output.matchAll(/^FAIL (\S+)/gm)].map((match) => match[1]!);
  const tests = [...output.matchAll(/^ {2}● (?!Test suite failed to run)(.+)$/gm)].map((match) => match[1]!);
  return { caught: !passed, failed: [...new Set([...failed, ...tests])], seconds: (Date.now() - started) / 1000 };
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
  // Against a tree that already fails, every change would look caught.
  const baseline = path.join(scratch, 'unchanged.jest.log');
  if ((await unitTier(baseline)).caught) throw new Error(`The unit tier fails without any change: see ${baseline}`);
  const results: Result[] = [];
  for (const mutation of mutations) {
    const original = contents.get(mutation.file)!;
    fs.writeFileSync(path.join(ROOT, mutation.file), original.split(mutation.from).join(mutation.to));
    try {
      const unit = await unitTier(path.join(scratch, `${mutation.id}.jest.log`));
      console.log(`${unit.caught ? 'caught' : 'MISSED'}  ${mutation.id} (${unit.seconds.toFixed(0)} s)`);
      for (const name of unit.failed.slice(0, 3)) console.log(`        ${name}`);
      results.push({ mutation, unit });
    } finally {
      restore();
    }
  }

  const forEndToEnd = results.filter((r) => r.mutation.e2e);
  if (args.e2e && forEndToEnd.length > 0) {
    if (fs.existsSync(BUILD_BACKUP)) throw new Error(`${BUILD_BACKUP} exists: put it back as build-e2e/ first`);
    if (!fs.existsSync(BUILD)) throw new Error('No build-e2e/ to compare with: run npm run build:e2e first');
    fs.renameSync(BUILD, BUILD_BACKUP);
    try {
      for (const result of forEndToEnd) {
        const { mutation } = result;
        const original = contents.get(mutation.file)!;
        fs.writeFileSync(path.join(ROOT, mutation.file), original.split(mutation.from).join(mutation.to));
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
