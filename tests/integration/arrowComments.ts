/**
 * Pages show what an expression gives with a comment: `add(2, 3); // → 5`.
 * These helpers turn such lines into recorded comparisons, so that a test can
 * run the page's code against a real build and check every comment.
 */

const ARROW = /^(\s*)(.+?);?\s*\/\/ → (.+)$/;

/** One `// →` comment as run: the expression, its value and the value the comment gives. */
export type ArrowResult = { expression: string; actual: unknown; expected: unknown };

/**
 * The code with each `expression; // → value` line replaced by a call of
 * `__expect(source, () => (expression), value)`, and how many there are.
 */
export function instrumentArrows(code: string): { code: string; expectations: number } {
  let expectations = 0;
  const lines = code.split('\n').map((line) => {
    const match = ARROW.exec(line);
    if (!match) return line;
    expectations += 1;
    const [, indent, expression, expected] = match;
    return `${indent}__expect(${JSON.stringify(expression)}, () => (${expression}), ${expected});`;
  });
  return { code: lines.join('\n'), expectations };
}

/** An `__expect` for a context that collects into `results`. */
export const arrowRecorder =
  (results: ArrowResult[]) => (expression: string, actual: () => unknown, expected: unknown) =>
    results.push({ expression, actual: actual(), expected });

/** Every comment was reached, and each expression gave the value its comment gives. */
export function expectArrows(results: ArrowResult[], expectations: number): void {
  expect(results).toHaveLength(expectations);
  for (const { expression, actual, expected } of results) {
    expect({ expression, actual }).toEqual({ expression, actual: expected });
  }
}
