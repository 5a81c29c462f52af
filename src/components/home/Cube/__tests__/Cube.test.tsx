import path from 'node:path';
import React from 'react';
import { render } from '@testing-library/react';
import { readKeyframes } from '@site/tests/jest/keyframes';
import Cube from '..';

const css = path.join(__dirname, '../styles.module.css');

describe('Cube', () => {
  it('is decorative: nothing in it reaches the accessibility tree', () => {
    const { container } = render(<Cube depth={120} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  // How it turns on screen, and where it paints, is tested in the browser (tests/e2e/home.spec.ts); here, that the
  // animation runs on the spec's numbers (SPEC §4: 90° about the vertical axis every 5000 ms, through 4 phases;
  // BEHAVIOUR.md: each turn 1000 ms), written out rather than read from src/constants.ts.
  it('turns +90° about Y every 5000 ms, each turn taking 1000 ms, the inner cube the other way', () => {
    const { container } = render(<Cube depth={120} />);
    const cube = container.firstElementChild as HTMLElement;
    expect(cube.style.getPropertyValue('--cube-depth')).toBe('120px');
    expect(cube.style.getPropertyValue('--cube-start')).toBe('5000ms');
    expect(cube.style.getPropertyValue('--cube-cycle')).toBe('20000ms');
    // Each 5000 ms quarter of the 20 000 ms cycle turns during its first 1000 ms (5 %), then holds.
    const offsets = [0, 5, 25, 30, 50, 55, 75, 80, 100];
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
