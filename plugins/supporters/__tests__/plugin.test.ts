/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import type { LoadContext, PluginContentLoadedActions } from '@docusaurus/types';
import supportersPlugin, { DATA_FILE, FIXTURE_FILE, GENERATED_FILE, validateOptions, type Options } from '..';

const ROOT = path.resolve(__dirname, '../../..');
const fixture = JSON.parse(fs.readFileSync(path.join(ROOT, FIXTURE_FILE), 'utf8'));

/** Runs the plugin's loadContent and contentLoaded as a build does, and returns what it emitted. */
async function emit(siteDir: string, options: Options) {
  const plugin = supportersPlugin({ siteDir } as LoadContext, options);
  const content = await plugin.loadContent!();
  const data = new Map<string, string>();
  let globalData: unknown;
  const actions = {
    createData: async (name: string, value: string) => {
      data.set(name, value);
      return path.join('/generated', name);
    },
    setGlobalData: (value: unknown) => {
      globalData = value;
    },
    addRoute: () => {
      throw new Error('the supporters plugin adds no route');
    },
  } as PluginContentLoadedActions;
  await plugin.contentLoaded!({ content, actions });
  return { data, globalData };
}

describe('supporters plugin', () => {
  let siteDir: string;
  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supporters-'));
  });
  afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it('emits the list as a generated module and how many there are as global data', async () => {
    const { data, globalData } = await emit(ROOT, { dataFile: FIXTURE_FILE });
    expect([...data.keys()]).toEqual([GENERATED_FILE]);
    expect(JSON.parse(data.get(GENERATED_FILE)!)).toEqual(fixture);
    expect(globalData).toEqual({ supporterCount: fixture.supporters.length });
  });

  it('emits an empty list when nothing was synced, so that the site builds offline', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const { data, globalData } = await emit(siteDir, { dataFile: DATA_FILE });
    expect(JSON.parse(data.get(GENERATED_FILE)!)).toEqual({ fetchedAt: null, supporters: [] });
    expect(globalData).toEqual({ supporterCount: 0 });
    expect(info).toHaveBeenCalledWith(expect.stringContaining(DATA_FILE));
    info.mockRestore();
  });

  it('stops the build on a file that is not a list of supporters, naming it', async () => {
    fs.writeFileSync(path.join(siteDir, 'bad.json'), JSON.stringify({ supporters: [{ slug: 'x', name: 'X' }] }));
    await expect(emit(siteDir, { dataFile: 'bad.json' })).rejects.toThrow(/bad\.json: supporters\[0\]/);
  });

  it('reads the synced file by default and rejects unknown options', () => {
    const validate = (options: Partial<Options>) =>
      validateOptions({ validate: normalizePluginOptions, options } as never);
    expect(validate({})).toMatchObject({ dataFile: DATA_FILE });
    expect(validate({ dataFile: FIXTURE_FILE })).toMatchObject({ dataFile: FIXTURE_FILE });
    expect(() => validate({ dataFile: 3 } as never)).toThrow(/dataFile/);
    expect(() => validate({ file: 'x.json' } as never)).toThrow(/file/);
  });
});
