import path from 'node:path';
import React from 'react';
import { render, screen } from '@testing-library/react';
import Heading from '@theme/Heading';
import { readKeyframes } from '@site/tests/jest/keyframes';
import TextRotator from '..';

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

  // What is painted when is tested in the browser (tests/e2e/home.spec.ts); here, that the animation runs on the
  // spec's numbers (SPEC §4 and §9: first slide after 5000 ms, then every 5000 ms; BEHAVIOUR.md: each slide 1000 ms),
  // written out rather than read from src/constants.ts, so that a change of the constants fails too.
  it('waits 5000 ms, then slides one word every 5000 ms, each slide taking 1000 ms', () => {
    const { container } = render(<TextRotator words={words} width="4.4em" label="the words" />);
    const rotator = container.firstElementChild as HTMLElement;
    expect(rotator.style.getPropertyValue('--rotator-start')).toBe('5000ms');
    // One cycle is four slides: 20 000 ms.
    expect(rotator.style.getPropertyValue('--rotator-cycle')).toBe('20000ms');
    const frames = readKeyframes(path.join(__dirname, '../styles.module.css'), 'rotate-words');
    // Each 5000 ms quarter of the cycle slides during its first 1000 ms (5 % of 20 000 ms), then holds.
    expect(frames.map((f) => f.offset)).toEqual([0, 5, 25, 30, 50, 55, 75, 80, 100]);
    // One word (1.2em) further at each step, holding between steps, five words down at the end (the first again).
    expect(frames.map((f) => f.transform)).toEqual([
      'translateY(0)',
      'translateY(-1.2em)',
      'translateY(-1.2em)',
      'translateY(-2.4em)',
      'translateY(-2.4em)',
      'translateY(-3.6em)',
      'translateY(-3.6em)',
      'translateY(-4.8em)',
      'translateY(-4.8em)',
    ]);
  });
});
