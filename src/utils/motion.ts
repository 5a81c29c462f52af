/** Whether the reader asked for reduced motion (`prefers-reduced-motion: reduce`); false on the server. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
