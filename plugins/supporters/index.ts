/**
 * Gives the home page's Support section webpack's supporters as plugin data: the whole list as a generated module
 * that only the section's lazy chunk imports (`@generated/supporters/default/supporters.json`), and how many there are
 * as global data, so that the server render already knows whether to promise lists.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Joi } from '@docusaurus/utils-validation';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { Supporter, SupportersData, SupportersGlobalData } from '../../src/types/supporters';

/** Where `npm run sync:supporters` writes the list (not committed). */
export const DATA_FILE = '.cache/supporters/supporters.json';
/** Fictional supporters for the end-to-end build. */
export const FIXTURE_FILE = 'tests/fixtures/supporters.json';
/** The generated module's file name, under `@generated/supporters/default/`. */
export const GENERATED_FILE = 'supporters.json';

export type Options = {
  /** The supporters file, relative to the site directory; read when present, an empty list otherwise. */
  dataFile: string;
};

export type Content = SupportersData;

const OptionsSchema = Joi.object<Options>({ dataFile: Joi.string().default(DATA_FILE) });

export function validateOptions({ validate, options }: OptionValidationContext<Options, Options>): Options {
  return validate(OptionsSchema, options);
}

function isSupporter(value: unknown): value is Supporter {
  const s = value as Supporter;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.slug === 'string' &&
    typeof s.name === 'string' &&
    Number.isFinite(s.totalCents) &&
    Number.isFinite(s.monthlyCents) &&
    typeof s.firstDonationAt === 'string' &&
    !Number.isNaN(Date.parse(s.firstDonationAt))
  );
}

/** The supporters in `file`: none when it does not exist; an error naming the file when it is not a list of them. */
export async function readSupporters(file: string): Promise<Content> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { fetchedAt: null, supporters: [] };
    throw error;
  }
  const data = JSON.parse(text) as Partial<SupportersData>;
  const bad = Array.isArray(data.supporters) ? data.supporters.findIndex((s) => !isSupporter(s)) : 0;
  if (bad >= 0) throw new Error(`${file}: supporters[${bad}] is not a supporter (see src/types/supporters.ts)`);
  return { fetchedAt: typeof data.fetchedAt === 'string' ? data.fetchedAt : null, supporters: data.supporters! };
}

/** Registered by its path (`['./plugins/supporters/index.ts', options]`): Docusaurus then runs `validateOptions`. */
export default function supportersPlugin(context: LoadContext, { dataFile }: Options): Plugin<Content> {
  const file = path.resolve(context.siteDir, dataFile);
  return {
    name: 'supporters',
    getPathsToWatch: () => [file],
    async loadContent() {
      const content = await readSupporters(file);
      if (content.supporters.length === 0) {
        console.info(`[supporters] No supporters in ${dataFile}: the Support section says where to find them.`);
      }
      return content;
    },
    async contentLoaded({ content, actions }) {
      await actions.createData(GENERATED_FILE, JSON.stringify(content));
      actions.setGlobalData({ supporterCount: content.supporters.length } satisfies SupportersGlobalData);
    },
  };
}
