import React from 'react';
import { screen } from '@testing-library/react';
import { renderInSite } from '@site/tests/jest/render';
import ReadMoreLink from '..';

describe('Read more link', () => {
  it('names the post in its own text, and shows only "Read more"', () => {
    renderInSite(<ReadMoreLink blogPostTitle="webpack 5 released" to="/blog/2020-10-10-webpack-5-release/" />);
    const link = screen.getByRole('link', { name: 'Read more about webpack 5 released' });
    expect(link).toHaveAttribute('href', '/blog/2020-10-10-webpack-5-release/');
    expect(link).not.toHaveAttribute('aria-label');
    expect(link.textContent).toBe('Read more about webpack 5 released');
    expect(screen.getByText('Read more').tagName).toBe('B');
  });
});
