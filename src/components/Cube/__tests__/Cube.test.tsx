import React from 'react';
import { act, render, screen } from '@testing-library/react';
import Cube from '..';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const outer = () => screen.getByTestId('cube').firstElementChild as HTMLElement;

describe('Cube', () => {
  it('is decorative', () => {
    render(<Cube />);
    expect(screen.getByTestId('cube')).toHaveAttribute('aria-hidden', 'true');
  });

  it('defaults to depth 30 (a 60 px cube) and stays still unless continuous', () => {
    render(<Cube />);
    expect(screen.getByTestId('cube')).toHaveStyle({ width: '60px', height: '60px' });
    act(() => jest.advanceTimersByTime(5000));
    expect(outer().style.transform).toBe('rotateX(-35.5deg) rotateY(45deg)');
  });

  it('turns 90° about the vertical axis every repeat delay, through four phases', () => {
    render(<Cube depth={120} repeatDelay={5000} continuous />);
    expect(screen.getByTestId('cube')).toHaveStyle({ width: '240px' });
    act(() => jest.advanceTimersByTime(5000));
    expect(outer().style.transform).toBe('rotateX(-35.5deg) rotateY(135deg)');
    expect(outer().dataset.phase).toBe('1');
    act(() => jest.advanceTimersByTime(15000));
    expect(outer().dataset.phase).toBe('0');
    expect(outer().style.transform).toBe('rotateX(-35.5deg) rotateY(405deg)');
  });

  it('defaults to turning every 1000 ms', () => {
    render(<Cube continuous />);
    act(() => jest.advanceTimersByTime(1000));
    expect(outer().dataset.phase).toBe('1');
  });
});
