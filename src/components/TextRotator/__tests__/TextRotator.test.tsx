import path from 'node:path';
import React from 'react';
import { render, screen } from '@testing-library/react';
import Heading from '@theme/Heading';
import { TIMINGS } from '@site/src/constants';
import { fourStepOffsets, readKeyframes } from '@site/tests/jest/keyframes';
import TextRotator, { ROTATOR_TIMING } from '..';

const words = ['assets', 'scripts', 'images', 'styles'] as const;

describe('TextRotator', () => {
  it('gives screen readers one sentence and hides the moving words', () => {
    render(
      <Heading as="h1">
        bundle your <TextRotator words={words} width="4.4em" label="assets, scripts, images and styles" />
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'bundle your assets, scripts, images and styles',
    );
    for (const word of words) {
      for (const element of screen.getAllByText(word)) expect(element.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  // What is painted when is tested in the browser (tests/e2e/home.spec.ts); here, that the keyframes run on the
  // timings of src/constants.ts.
  it('slides one word every rotatorRepeatMs, for rotatorSlideMs, after rotatorInitialDelayMs', () => {
    expect(ROTATOR_TIMING).toEqual({
      '--rotator-start': `${TIMINGS.rotatorInitialDelayMs}ms`,
      '--rotator-cycle': `${4 * TIMINGS.rotatorRepeatMs}ms`,
    });
    const frames = readKeyframes(path.join(__dirname, '../styles.module.css'), 'rotate-words');
    expect(frames.map((f) => f.offset)).toEqual(fourStepOffsets(TIMINGS.rotatorSlideMs, TIMINGS.rotatorRepeatMs));
    // One word (1.2em) further at each step, holding between steps, five words down at the end (the first again).
    const steps = frames.map((f) => f.transform);
    expect(steps).toEqual([
      'translateY(0)',
      ...[1, 2, 3, 4].flatMap((n) => [
        `translateY(-${(1.2 * n).toFixed(1)}em)`,
        `translateY(-${(1.2 * n).toFixed(1)}em)`,
      ]),
    ]);
  });
});
