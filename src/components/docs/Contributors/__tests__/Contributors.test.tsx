import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '@site/tests/jest/render';
import {
  installIntersectionObserver,
  removeIntersectionObserver,
  reportIntersection,
  watched,
} from '@site/tests/jest/intersectionObserver';
import Contributors, { AVATAR_PLACEHOLDER } from '..';

const srcs = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));

beforeEach(installIntersectionObserver);

afterEach(() => {
  removeIntersectionObserver();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Contributors', () => {
  it('counts the contributors and shows placeholders until the list is in view', () => {
    renderInSite(<Contributors contributors={['ada', 'grace']} />);
    expect(screen.getByRole('heading', { name: '2 Contributors' })).toBeInTheDocument();
    expect(srcs()).toEqual([AVATAR_PLACEHOLDER, AVATAR_PLACEHOLDER]);
    // The list itself is watched, for being in the viewport itself (no margin around it).
    expect(watched().map(({ target, rootMargin }) => [target, parseFloat(rootMargin)])).toEqual([
      [screen.getByRole('list'), 0],
    ]);

    // Below the fold: the observer's first report says "not intersecting", and no avatar is requested.
    reportIntersection(false);
    expect(srcs()).toEqual([AVATAR_PLACEHOLDER, AVATAR_PLACEHOLDER]);

    reportIntersection(true);
    expect(srcs()).toEqual(['https://github.com/ada.png?size=90', 'https://github.com/grace.png?size=90']);
    expect(screen.getByRole('link', { name: 'ada' })).toHaveAttribute('href', 'https://github.com/ada');
    // Seen once is enough: the list is not watched any more.
    expect(watched()).toEqual([]);
  });

  it('without IntersectionObserver, checks every 300 ms whether the list is visible', () => {
    removeIntersectionObserver();
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
    renderInSite(<Contributors contributors={['ada']} />);
    reportIntersection(true);
    expect(srcs()).toEqual(['https://github.com/ada.png?size=90']);
    fireEvent.error(document.querySelector('img')!);
    expect(srcs()).toEqual([AVATAR_PLACEHOLDER]);
  });

  it('renders nothing without contributors', () => {
    const { container } = renderInSite(<Contributors contributors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says "1 Contributor" for one', () => {
    renderInSite(<Contributors contributors={['ada']} />);
    expect(screen.getByRole('heading', { name: '1 Contributor' })).toBeInTheDocument();
  });
});
