import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '@site/tests/jest/render';
import Contributors, { AVATAR_PLACEHOLDER } from '..';

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;

const observers: ObserverCallback[] = [];

function mockIntersectionObserver() {
  Object.assign(window, {
    IntersectionObserver: class {
      constructor(callback: ObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  });
}

const srcs = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));

afterEach(() => {
  observers.length = 0;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.useRealTimers();
});

describe('Contributors', () => {
  it('counts the contributors and shows placeholders until the list is in view', () => {
    mockIntersectionObserver();
    renderInSite(<Contributors contributors={['ada', 'grace']} />);
    expect(screen.getByRole('heading', { name: '2 Contributors' })).toBeInTheDocument();
    expect(srcs()).toEqual([AVATAR_PLACEHOLDER, AVATAR_PLACEHOLDER]);

    act(() => observers[0]!([{ isIntersecting: true }]));
    expect(srcs()).toEqual(['https://github.com/ada.png?size=90', 'https://github.com/grace.png?size=90']);
    expect(screen.getByRole('link', { name: 'ada' })).toHaveAttribute('href', 'https://github.com/ada');
  });

  it('without IntersectionObserver, checks every 300 ms whether the list is visible', () => {
    jest.useFakeTimers();
    let top = 5000;
    jest
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top, bottom: top + 45, width: 100, height: 45 }) as DOMRect);
    renderInSite(<Contributors contributors={['ada']} />);
    act(() => jest.advanceTimersByTime(900));
    expect(srcs()).toEqual([AVATAR_PLACEHOLDER]);
    top = 100;
    act(() => jest.advanceTimersByTime(299));
    expect(srcs()).toEqual([AVATAR_PLACEHOLDER]);
    act(() => jest.advanceTimersByTime(1));
    expect(srcs()).toEqual(['https://github.com/ada.png?size=90']);
  });

  it('falls back to the placeholder when an avatar fails', () => {
    mockIntersectionObserver();
    renderInSite(<Contributors contributors={['ada']} />);
    act(() => observers[0]!([{ isIntersecting: true }]));
    fireEvent.error(document.querySelector('img')!);
    expect(srcs()).toEqual([AVATAR_PLACEHOLDER]);
  });

  it('renders nothing without contributors', () => {
    mockIntersectionObserver();
    const { container } = renderInSite(<Contributors contributors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says "1 Contributor" for one', () => {
    mockIntersectionObserver();
    renderInSite(<Contributors contributors={['ada']} />);
    expect(screen.getByRole('heading', { name: '1 Contributor' })).toBeInTheDocument();
  });
});
