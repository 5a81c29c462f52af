import React from 'react';
import { act, render, screen } from '@testing-library/react';
import TextRotator from '..';

const words = ['assets', 'scripts', 'images', 'styles'];
const shown = () => screen.getByTestId('rotating-word').querySelector('[data-current]')?.textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('TextRotator', () => {
  it('slides after the initial delay, then at every repeat, wrapping around', () => {
    render(<TextRotator words={words} delay={5000} repeat={5000} label="assets, scripts, images and styles" />);
    expect(shown()).toBe('assets');
    act(() => jest.advanceTimersByTime(4999));
    expect(shown()).toBe('assets');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('scripts');
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toBe('images');
    act(() => jest.advanceTimersByTime(10000));
    expect(shown()).toBe('assets');
  });

  it('defaults to no initial delay and a 3000 ms repeat', () => {
    render(<TextRotator words={words} label="x" />);
    act(() => jest.advanceTimersByTime(0));
    expect(shown()).toBe('scripts');
    act(() => jest.advanceTimersByTime(2999));
    expect(shown()).toBe('scripts');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('images');
  });

  it('gives screen readers one sentence and hides the moving words', () => {
    render(<TextRotator words={words} label="assets, scripts, images and styles" />);
    expect(screen.getByText('assets, scripts, images and styles')).toBeInTheDocument();
    expect(screen.getByTestId('rotating-word')).toHaveAttribute('aria-hidden', 'true');
  });

  it('stays still when the reader prefers reduced motion', () => {
    const matchMedia = jest.fn().mockReturnValue({ matches: true });
    Object.assign(window, { matchMedia });
    render(<TextRotator words={words} delay={0} repeat={1000} label="x" />);
    act(() => jest.advanceTimersByTime(10000));
    expect(shown()).toBe('assets');
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
});
