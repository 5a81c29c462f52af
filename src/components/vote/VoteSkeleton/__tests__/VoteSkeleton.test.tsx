import React from 'react';
import { render, screen } from '@testing-library/react';
import VoteSkeleton from '..';

describe('VoteSkeleton', () => {
  it('is a busy status region that names what is loading', () => {
    const { container } = render(<VoteSkeleton cards={2} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading the proposals…');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
