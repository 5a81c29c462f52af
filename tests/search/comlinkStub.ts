/** The search worker exposes itself to the page through comlink; the offline evaluation calls it directly. */
export function expose(): void {}
