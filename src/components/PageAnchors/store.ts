/**
 * Hands the current doc's table of contents from the doc (which has it) to
 * the sidebar. The docs layout renders the doc before the sidebar (see
 * theme/DocRoot/Layout), so the sidebar reads it in the same render, on the
 * server too: the static HTML already lists the current page's anchors.
 */
import type { Anchor } from './anchors';

const published = new Map<string, readonly Anchor[]>();

export function publishAnchors(permalink: string, anchors: readonly Anchor[]): void {
  published.set(permalink, anchors);
}

/** The anchors the doc at `permalink` published, or undefined when it has not rendered. */
export function readAnchors(permalink: string): readonly Anchor[] | undefined {
  return published.get(permalink);
}
