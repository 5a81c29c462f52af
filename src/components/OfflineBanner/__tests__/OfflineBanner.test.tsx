import React from 'react';
import { act, render, screen } from '@testing-library/react';
import OfflineBanner from '..';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
let onLine = true;

beforeEach(() => {
  onLine = true;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
});
afterEach(() => jest.restoreAllMocks());

const siteAnswers = () => fetchMock.mockResolvedValue({ ok: true, status: 200 } as Response);
const siteUnreachable = () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
const banner = () => screen.queryByText(/You are offline/);

async function renderBanner() {
  render(<OfflineBanner />);
  await act(async () => undefined);
}

async function goOffline(value: boolean) {
  onLine = !value;
  await act(async () => {
    window.dispatchEvent(new Event(value ? 'offline' : 'online'));
  });
}

it('says nothing while the browser is online, whatever other hosts do, and asks nothing', async () => {
  siteUnreachable();
  await renderBanner();
  expect(banner()).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('says nothing when the browser reports no network but the site still answers (served from this machine)', async () => {
  onLine = false;
  siteAnswers();
  await renderBanner();
  expect(banner()).toBeNull();
  expect(fetchMock).toHaveBeenCalledWith(`${window.location.origin}/`, { method: 'HEAD', cache: 'no-store' });
});

it('tells the reader when the site itself cannot be reached, and stops when back online', async () => {
  siteUnreachable();
  await renderBanner();
  await goOffline(true);
  expect(screen.getByRole('status')).toHaveTextContent(
    'You are offline. Pages you have read before, and the search, still work.',
  );
  await goOffline(false);
  expect(banner()).toBeNull();
});
