/**
 * versions.json, checked where the site config loads (every `docusaurus` command: build, start, docs:version) and
 * by the content check, so that a mistake in it stops them with a message that says what is wrong. The browser reads
 * the list as it is (src/constants.ts): these messages stay out of what every page loads.
 */
import versionsJson from '../versions.json';

/** versions.json, checked: webpack's docs are versioned by major version, whole numbers, newest first; one at least. */
export function archivedVersionList(names: unknown): string[] {
  if (!Array.isArray(names) || names.some((name) => typeof name !== 'string' || !/^[1-9]\d*$/.test(name))) {
    throw new Error(
      `versions.json must list major versions as strings, newest first (["5", "4"]), not ${JSON.stringify(names)}`,
    );
  }
  if (names.length === 0) throw new Error('versions.json lists no archived version, so the current one is unknown');
  const sorted = [...(names as string[])].sort((a, b) => Number(b) - Number(a));
  if (sorted.join() !== names.join()) {
    throw new Error(
      `versions.json must list versions newest first: ${JSON.stringify(sorted)}, not ${JSON.stringify(names)}`,
    );
  }
  return names as string[];
}

/** Throws when versions.json is not a list archivedVersionList accepts. */
export function checkVersionsJson(): void {
  archivedVersionList(versionsJson);
}
