import path from 'node:path';
import React from 'react';
import { render } from '@testing-library/react';
import { TIMINGS } from '@site/src/constants';
import { fourStepOffsets, readKeyframes } from '@site/tests/jest/keyframes';
import Cube, { CUBE_TIMING } from '..';

const css = path.join(__dirname, '../styles.module.css');

describe('Cube', () => {
  it('is decorative: nothing in it reaches the accessibility tree', () => {
    const { container } = render(<Cube depth={120} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  // How it turns on screen, and where it paints, is tested in the browser (tests/e2e/home.spec.ts); here, that the
  // keyframes run on the timings of src/constants.ts.
  it('turns +90° about Y every cubeRepeatMs for cubeTransitionMs, the inner cube the other way', () => {
    expect(CUBE_TIMING).toEqual({
      '--cube-start': `${TIMINGS.cubeRepeatMs}ms`,
      '--cube-cycle': `${4 * TIMINGS.cubeRepeatMs}ms`,
    });
    const offsets = fourStepOffsets(TIMINGS.cubeTransitionMs, TIMINGS.cubeRepeatMs);
    const outer = readKeyframes(css, 'turn-outer');
    expect(outer.map((f) => f.offset)).toEqual(offsets);
    expect(outer.map((f) => f.transform)).toEqual(
      [45, 135, 135, 225, 225, 315, 315, 405, 405].map((y) => `rotateX(-35.5deg) rotateY(${y}deg)`),
    );
    const inner = readKeyframes(css, 'turn-inner');
    expect(inner.map((f) => f.offset)).toEqual(offsets);
    // Relative to the outer cube: -180° a step is -90° as seen.
    expect(inner.map((f) => f.transform)).toEqual(
      ['0', '-180deg', '-180deg', '-360deg', '-360deg', '-540deg', '-540deg', '-720deg', '-720deg'].map(
        (y) => `rotateY(${y})`,
      ),
    );
  });
});
