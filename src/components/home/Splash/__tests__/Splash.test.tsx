/**
 * The home page's opening band (SPEC §1 and §2, BEHAVIOUR.md "Home"). What it paints where, and how it moves, is
 * tested in the browser (tests/e2e/home.spec.ts); here, what it says and the size it gives the cube.
 */
import React from 'react';
import { screen } from '@testing-library/react';
import { renderInSite } from '@site/tests/jest/render';
import Splash from '..';

describe('Splash', () => {
  it('reads "bundle your" and the four words as one heading', () => {
    renderInSite(<Splash webpackVersion="5.99.0" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'bundle your assets, scripts, images and styles',
    );
  });

  it('gives the cube the home page depth, 120 (the default is 30), as the largest it may be', () => {
    const { container } = renderInSite(<Splash webpackVersion="5.99.0" />);
    const stage = container.querySelector<HTMLElement>('[style*="--splash-cube-max-depth"]')!;
    expect(stage.style.getPropertyValue('--splash-cube-max-depth')).toBe('120px');
  });

  it('leads to the getting-started guide and the concepts, and names the webpack version', () => {
    renderInSite(<Splash webpackVersion="5.99.0" />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/guides/getting-started/');
    expect(screen.getByRole('link', { name: 'Learn the concepts' })).toHaveAttribute('href', '/concepts/');
    expect(screen.getByRole('img', { name: 'webpack 5.99.0 on npm' })).toBeInTheDocument();
  });
});
