import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StaleDeployNotice from '..';

it('says what happened and reloads once when asked', async () => {
  const onReload = jest.fn();
  render(<StaleDeployNotice onReload={onReload} />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Part of this page could not be loaded. The site has been updated since this copy of it was saved.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reload from the site' }));
  expect(onReload).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
});
