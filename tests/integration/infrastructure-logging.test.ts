/**
 * The infrastructureLogging page (docs/configuration/infrastructureLogging.mdx)
 * against real webpack 5 compilers: the cache lines it prints, the prefixes,
 * what each level shows, how `debug` selects loggers (and how a string does
 * not), the terminal defaults of colours and appendOnly, the stream and console
 * examples, the progress option, and the plugin example's output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  blocksTitled,
  loadConfig,
  makeProject,
  readPage,
  removeProjects,
  single,
  webpackOf,
  type Config,
} from './webpackProject';
import type webpackType from 'webpack';

afterAll(removeProjects);

const webpack = webpackOf(5) as unknown as typeof webpackType;
const page = readPage('docs/configuration/infrastructureLogging.mdx');
const [cacheConfig, streamConfig, consoleConfig, pluginConfig] = blocksTitled(page.blocks, 'webpack.config.js').map(
  (b) => b.code,
);

/** A stream that keeps what is written to it; `isTTY` makes it look like a terminal. */
function memoryStream(isTTY = false) {
  const chunks: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
    isTTY ? { isTTY: true, columns: 80 } : {},
  );
  return { stream, text: () => chunks.join('') };
}

/** A console that records each call as `method: message`. */
function recordingConsole(
  methods = [
    'error',
    'warn',
    'info',
    'log',
    'debug',
    'trace',
    'status',
    'group',
    'groupCollapsed',
    'groupEnd',
    'logTime',
  ],
) {
  const calls: string[] = [];
  const object = Object.fromEntries(
    methods.map((m) => [m, (...args: unknown[]) => calls.push(`${m}: ${args.join(' ')}`)]),
  );
  return { console: object, calls };
}

/** A plugin that writes one message of every kind from the logger `name` after each build. */
function everyKind(name: string) {
  return {
    apply(compiler: webpackType.Compiler) {
      const logger = compiler.getInfrastructureLogger(name);
      compiler.hooks.done.tap('everyKind', () => {
        logger.error('an error');
        logger.warn('a warning');
        logger.info('an info');
        logger.log('a log');
        logger.debug('a debug');
        logger.status('a status');
        logger.group('a group');
        logger.log('inside the group');
        logger.groupEnd();
        logger.groupCollapsed('a collapsed group');
        logger.log('inside the collapsed group');
        logger.groupEnd();
        logger.time('a timer');
        logger.timeEnd('a timer');
      });
    },
  };
}

/**
 * webpack keeps the last status line of every logger writing to a terminal for the whole process, and repeats it on
 * other streams; ending with an empty status clears it, so that one test's terminal does not leak into the next.
 */
const clearStatus = {
  apply(compiler: webpackType.Compiler) {
    compiler.hooks.done.tap('clear', () => compiler.getInfrastructureLogger('Kinds').status());
  },
};

function compile(dir: string, config: Config) {
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    ...config,
  } as webpackType.Configuration);
  return new Promise<webpackType.Stats>((resolve, reject) =>
    compiler.run((err, stats) =>
      compiler.close((closeErr) => (err || closeErr ? reject(err ?? closeErr) : resolve(stats!))),
    ),
  );
}

const project = () => makeProject({ 'src/index.js': "console.log('hello');" });

describe('infrastructureLogging page: output format', () => {
  it('prints the cache lines of the first example on a second run', async () => {
    const dir = project();
    const config = single(loadConfig(cacheConfig!, dir, 5));
    const logging = config.infrastructureLogging as Config;
    const cache = { type: 'filesystem', cacheDirectory: path.join(dir, '.cache') };
    await compile(dir, { ...config, cache, infrastructureLogging: { ...logging, stream: memoryStream().stream } });
    const second = memoryStream();
    await compile(dir, { ...config, cache, infrastructureLogging: { ...logging, stream: second.stream } });
    const times = (text: string) => text.replace(/\d+(\.\d+)? ms/g, 'N ms');
    for (const line of blocksTitled(page.blocks, 'stderr')[0]!.code.split('\n')) {
      if (line.includes('IdleFileCachePlugin')) continue; // written when the first run stores its cache
      expect(times(second.text())).toContain(times(line));
    }
  });

  it('writes the IdleFileCachePlugin line the page shows when a new cache is stored', async () => {
    const dir = project();
    const out = memoryStream();
    const config = single(loadConfig(cacheConfig!, dir, 5));
    await compile(dir, {
      ...config,
      cache: { type: 'filesystem', cacheDirectory: path.join(dir, '.cache') },
      infrastructureLogging: { ...(config.infrastructureLogging as Config), stream: out.stream },
    });
    const printed = blocksTitled(page.blocks, 'stderr')[0]!
      .code.split('\n')
      .find((l) => l.includes('IdleFileCachePlugin'));
    expect(out.text()).toContain(printed);
  });

  it('uses the prefixes of the table on a stream that is not a terminal', async () => {
    const out = memoryStream();
    await compile(project(), {
      plugins: [everyKind('Kinds')],
      infrastructureLogging: { level: 'verbose', stream: out.stream },
    });
    const lines = out.text().split('\n');
    const expected = [
      '<e> [Kinds] an error',
      '<w> [Kinds] a warning',
      '<i> [Kinds] an info',
      '    [Kinds] a log',
      '<s> [Kinds] a status',
      '<-> [Kinds] a group',
      '      [Kinds] inside the group',
      '<-> [Kinds] a collapsed group',
    ];
    for (const line of expected) expect(lines).toContain(line);
    expect(lines.some((l) => /^<t> \[Kinds\] a timer: [\d.]+ ms$/.test(l))).toBe(true);
    expect(out.text()).not.toContain('\u001b[');
    const collapsed = memoryStream();
    await compile(project(), {
      plugins: [everyKind('Kinds')],
      infrastructureLogging: { level: 'log', stream: collapsed.stream },
    });
    expect(collapsed.text()).toContain('<+> [Kinds] a collapsed group');
    expect(collapsed.text()).not.toContain('inside the collapsed group');
  });
});

describe('infrastructureLogging page: levels and debug', () => {
  const kinds = (calls: string[]) => calls.filter((c) => c.includes('[Kinds]')).map((c) => c.split(':')[0]!);

  it('shows at each level what the table says', async () => {
    const seen: Record<string, string[]> = {};
    for (const level of ['none', 'error', 'warn', 'info', 'log', 'verbose']) {
      const recorded = recordingConsole();
      await compile(project(), {
        plugins: [everyKind('Kinds')],
        infrastructureLogging: { level, console: recorded.console },
      });
      seen[level] = kinds(recorded.calls);
    }
    expect(seen.none).toEqual([]);
    expect(seen.error).toEqual(['error']);
    expect(seen.warn).toEqual(['error', 'warn']);
    expect(seen.info).toEqual(['error', 'warn', 'info', 'status']);
    // A console receives the messages of a collapsed group too; webpack's own output hides them (see the prefix test).
    expect(seen.log).toEqual([
      'error',
      'warn',
      'info',
      'log',
      'status',
      'group',
      'log',
      'groupCollapsed',
      'log',
      'logTime',
    ]);
    expect(seen.verbose).toEqual(['error', 'warn', 'info', 'log', 'status', 'group', 'log', 'group', 'log', 'logTime']);
    expect(seen.verbose).not.toContain('debug');
  });

  it('shows everything of a selected logger, debug included, whatever the level', async () => {
    const recorded = recordingConsole();
    await compile(project(), {
      plugins: [everyKind('Kinds'), everyKind('Other')],
      infrastructureLogging: { level: 'error', debug: /^Kinds$/, console: recorded.console },
    });
    expect(kinds(recorded.calls)).toEqual([
      'error',
      'warn',
      'info',
      'log',
      'debug',
      'status',
      'group',
      'log',
      'group',
      'log',
      'logTime',
    ]);
    expect(recorded.calls.filter((c) => c.includes('[Other]'))).toEqual(['error: [Other] an error']);
  });

  it('matches a string as a path segment: a child logger, but not a dotted or plain name', async () => {
    const recorded = recordingConsole();
    await compile(project(), {
      plugins: [
        everyKind('webpack-dev-server'),
        {
          apply(compiler: webpackType.Compiler) {
            const child = compiler.getInfrastructureLogger('MyPlugin').getChildLogger('cleanup');
            compiler.hooks.done.tap('child', () => child.debug('removed 3 files'));
          },
        },
      ],
      infrastructureLogging: { debug: ['webpack-dev-server', 'cleanup'], console: recorded.console },
    });
    expect(recorded.calls).toContain('debug: [MyPlugin/cleanup] removed 3 files');
    expect(recorded.calls.some((c) => c.startsWith('debug: [webpack-dev-server]'))).toBe(false);
  });

  it('sends debug messages, group headings and timings to log, and status to info, when the console lacks them', async () => {
    const recorded = recordingConsole(['error', 'warn', 'info', 'log', 'trace']);
    await compile(project(), {
      plugins: [everyKind('Kinds')],
      infrastructureLogging: { debug: true, console: recorded.console },
    });
    expect(recorded.calls).toEqual(
      expect.arrayContaining([
        'log: [Kinds] a debug',
        'info: [Kinds] a status',
        'log: [Kinds] a group',
        expect.stringMatching(/^log: \[Kinds\] a timer: [\d.]+ ms$/),
      ]),
    );
  });
});

describe('infrastructureLogging page: terminal defaults, stream and console', () => {
  it('colours and rewrites status lines on a terminal, unless TERM is dumb', async () => {
    const terminal = memoryStream(true);
    const stats = await compile(project(), {
      plugins: [everyKind('Kinds'), clearStatus],
      infrastructureLogging: { stream: terminal.stream },
    });
    expect(stats.compilation.compiler.options.infrastructureLogging).toMatchObject({ colors: true, appendOnly: false });
    expect(terminal.text()).toContain('\u001b[');
    expect(terminal.text()).not.toContain('<s>');
    const previous = process.env.TERM;
    process.env.TERM = 'dumb';
    try {
      const dumb = await compile(project(), { infrastructureLogging: { stream: memoryStream(true).stream } });
      expect(dumb.compilation.compiler.options.infrastructureLogging.colors).toBe(false);
    } finally {
      if (previous === undefined) delete process.env.TERM;
      else process.env.TERM = previous;
    }
    const file = await compile(project(), { infrastructureLogging: { stream: memoryStream().stream } });
    expect(file.compilation.compiler.options.infrastructureLogging.colors).toBeFalsy();
    expect(file.compilation.compiler.options.infrastructureLogging.appendOnly).toBe(true);
  });

  it('writes to standard output with the stream example', async () => {
    const dir = project();
    const config = single(loadConfig(streamConfig!, dir, 5));
    expect((config.infrastructureLogging as { stream: unknown }).stream).toBe(process.stdout);
    const written: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      await compile(dir, { ...config, plugins: [everyKind('Kinds'), clearStatus] });
    } finally {
      write.mockRestore();
    }
    expect(written.join('')).toContain('[Kinds] an info');
    expect(written.join('')).toContain('[Kinds] inside the collapsed group');
  });

  it('forwards every message as JSON with the console example', async () => {
    const dir = project();
    const config = single(loadConfig(consoleConfig!, dir, 5));
    await compile(dir, { ...config, plugins: [everyKind('Kinds')] });
    const lines = fs
      .readFileSync(path.join(dir, 'infrastructure.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; text: string });
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: 'info', text: '[Kinds] an info' },
        { kind: 'status', text: '[Kinds] a status' },
        { kind: 'log', text: '[Kinds] a group' },
      ]),
    );
  });
});

describe('infrastructureLogging page: progress', () => {
  const statusLines = (text: string) => text.split('\n').filter((l) => l.startsWith('<s> [webpack.Progress]'));

  it("shows progress lines with true on a plain stream, nothing with 'auto' there, and status calls on a console", async () => {
    const on = memoryStream();
    await compile(project(), { infrastructureLogging: { progress: true, stream: on.stream } });
    expect(statusLines(on.text()).length).toBeGreaterThan(10);
    const auto = memoryStream();
    await compile(project(), { infrastructureLogging: { progress: 'auto', stream: auto.stream } });
    expect(auto.text()).toBe('');
    const recorded = recordingConsole();
    await compile(project(), { infrastructureLogging: { progress: true, console: recorded.console } });
    expect(recorded.calls.some((c) => c.startsWith('status: [webpack.Progress]'))).toBe(true);
  });

  it("shows none with level 'none' or a ProgressPlugin of the configuration, and defaults to 'auto' with futureDefaults", async () => {
    const none = memoryStream();
    await compile(project(), { infrastructureLogging: { progress: true, level: 'none', stream: none.stream } });
    expect(none.text()).toBe('');
    const own = memoryStream();
    const reported: number[] = [];
    await compile(project(), {
      plugins: [new webpack.ProgressPlugin((percentage) => reported.push(percentage))],
      infrastructureLogging: { progress: true, stream: own.stream },
    });
    expect(reported.at(-1)).toBe(1);
    expect(statusLines(own.text())).toEqual([]);
    const future = await compile(project(), {
      experiments: { futureDefaults: true },
      infrastructureLogging: { stream: memoryStream().stream },
    });
    expect(future.compilation.compiler.options.infrastructureLogging.progress).toBe('auto');
    const current = await compile(project(), { infrastructureLogging: { stream: memoryStream().stream } });
    expect(current.compilation.compiler.options.infrastructureLogging.progress).toBe(false);
  });
});

describe('infrastructureLogging page: logging from a plugin', () => {
  it('prints the info line by default, the log line with level log, the debug line when selected', async () => {
    const run = async (logging: Config) => {
      const dir = project();
      const out = memoryStream();
      const config = single(loadConfig(pluginConfig!, dir, 5));
      const stats = await compile(dir, { ...config, infrastructureLogging: { ...logging, stream: out.stream } });
      return { text: out.text(), hash: stats.hash! };
    };
    const plain = await run({});
    expect(plain.text).toBe(`<i> [ReportPlugin] build ${plain.hash} done\n`);
    expect(page.source).toMatch(/`<i> \[ReportPlugin\] build [0-9a-f]{20} done`/);
    const log = await run({ level: 'log' });
    expect(log.text).toBe(`<i> [ReportPlugin] build ${log.hash} done\n    [ReportPlugin] details follow\n`);
    const debug = await run({ debug: /ReportPlugin/ });
    expect(debug.text).toContain('    [ReportPlugin] only when selected with infrastructureLogging.debug\n');
  });
});
