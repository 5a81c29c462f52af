import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/tests/jest/render';
import { STORAGE_KEYS } from '@site/src/constants';
import { VOTER_TOKEN_HEADER, type Proposal } from '@site/vote-api/src/types';
import VoteApp from '..';
import { saveProposals } from '../voteStorage';
import { PROPOSALS } from './proposals';

const API = 'http://vote.test';

type Reply = { status: number; body?: unknown };
type Handler = (init: RequestInit) => Reply | Promise<Reply>;

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

const ISSUED_TOKEN = `5b1f0c2e-8d7a-4c3b-9e6f-1a2b3c4d5e6f.${'t'.repeat(43)}`;

/**
 * Answers fetch by "METHOD /path"; a route missing from `routes` fails like an unreachable host. The service hands
 * out a voter token unless the test says otherwise.
 */
function serve(routes: Record<string, Handler | Reply>) {
  const all: Record<string, Handler | Reply> = { 'POST /voter-tokens': { status: 201, body: { token: ISSUED_TOKEN } } };
  Object.assign(all, routes);
  fetchMock.mockImplementation(async (url, init = {}) => {
    const key = `${init.method ?? 'GET'} ${url.replace(API, '')}`;
    const route = all[key];
    if (!route) throw new TypeError('Failed to fetch');
    const { status, body } = typeof route === 'function' ? await route(init) : route;
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const list = (proposals: Proposal[] = PROPOSALS): Reply => ({ status: 200, body: { proposals } });
const confirmed = (id: number, changes: Partial<Proposal>): Reply => ({
  status: 201,
  body: { ...PROPOSALS.find((p) => p.id === id), ...changes },
});

/** Matches the innermost element whose whole text is `text`, even when split across child elements. */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;
const voteButton = (title: string) => screen.getByRole('button', { name: `Vote for ${title}` });
const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

async function renderApp() {
  const view = renderInSite(<VoteApp apiUrl={API} />);
  await screen.findByRole('list');
  return view;
}

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  fetchMock.mockReset();
  localStorage.clear();
});

describe('VoteApp', () => {
  it('lists the proposals, most votes first, with a named vote button each', async () => {
    serve({ 'GET /proposals': list() });
    await renderApp();
    expect(titles()).toEqual([
      'Runnable examples',
      'Explain chunk membership',
      'Loader recipes',
      'Diagrams for the dark theme',
    ]);
    expect(within(card('Runnable examples')).getByText(wholeText('9 votes'))).toBeInTheDocument();
    expect(within(card('Runnable examples')).getByText('Planned')).toBeInTheDocument();
    expect(voteButton('Runnable examples')).toHaveAttribute('aria-pressed', 'false');
    expect(voteButton('Loader recipes')).toHaveAttribute('aria-pressed', 'true');
    expect(voteButton('Diagrams for the dark theme')).toBeDisabled();
    expect(voteButton('Diagrams for the dark theme')).toHaveAccessibleDescription('Voting is closed on this proposal.');
  });

  it('shows a loading placeholder until the list arrives', async () => {
    const answer = deferred<Reply>();
    serve({ 'GET /proposals': () => answer.promise });
    renderInSite(<VoteApp apiUrl={API} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.resolve(list()));
    expect(await screen.findByRole('list')).toBeInTheDocument();
  });

  it('asks the service for a voter token at the first vote, stores it and sends it from then on', async () => {
    serve({ 'GET /proposals': list(), 'POST /proposals/2/vote': confirmed(2, { votes: 10, voted: true }) });
    const first = await renderApp();
    expect(localStorage.getItem(STORAGE_KEYS.voterToken)).toBeNull();
    await userEvent.click(voteButton('Runnable examples'));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.voterToken)).toBe(ISSUED_TOKEN));
    first.unmount();
    fetchMock.mockClear();
    await renderApp();
    expect(
      fetchMock.mock.calls.map(([url, init]) => [url, (init.headers as Record<string, string>)[VOTER_TOKEN_HEADER]]),
    ).toEqual([[`${API}/proposals`, ISSUED_TOKEN]]);
  });

  it('counts a vote at once, then shows the count the service confirms', async () => {
    const answer = deferred<Reply>();
    serve({ 'GET /proposals': list(), 'POST /proposals/2/vote': () => answer.promise });
    await renderApp();
    await userEvent.click(voteButton('Runnable examples'));

    expect(within(card('Runnable examples')).getByText(wholeText('10 votes'))).toBeInTheDocument();
    expect(voteButton('Runnable examples')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Voted for Runnable examples. 10 votes.')).toHaveAttribute('aria-live', 'polite');

    // Someone else voted meanwhile: the service's count wins.
    await act(async () => answer.resolve(confirmed(2, { votes: 11, voted: true })));
    expect(within(card('Runnable examples')).getByText(wholeText('11 votes'))).toBeInTheDocument();
    expect(voteButton('Runnable examples')).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls the vote back when the service refuses it, and reloads the list', async () => {
    serve({
      'GET /proposals': list(),
      'POST /proposals/2/vote': {
        status: 500,
        body: { statusCode: 500, code: 'internal_error', error: 'Internal Server Error', message: 'Try again later.' },
      },
    });
    await renderApp();
    await userEvent.click(voteButton('Runnable examples'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your vote for “Runnable examples” did not go through: Try again later.',
    );
    expect(within(card('Runnable examples')).getByText(wholeText('9 votes'))).toBeInTheDocument();
    expect(voteButton('Runnable examples')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'GET')).toHaveLength(2));
    expect(voteButton('Runnable examples')).toBeEnabled();
  });

  it('takes a vote back', async () => {
    serve({ 'GET /proposals': list(), 'DELETE /proposals/4/vote': confirmed(4, { votes: 2, voted: false }) });
    await renderApp();
    await userEvent.click(voteButton('Loader recipes'));
    expect(screen.getByText('Vote for Loader recipes taken back. 2 votes.')).toBeInTheDocument();
    await waitFor(() => expect(voteButton('Loader recipes')).toHaveAttribute('aria-pressed', 'false'));
    expect(within(card('Loader recipes')).getByText(wholeText('2 votes'))).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`${API}/proposals/4/vote`, expect.objectContaining({ method: 'DELETE' }));
  });

  it('sends one request for a double click', async () => {
    const answer = deferred<Reply>();
    serve({ 'GET /proposals': list(), 'POST /proposals/1/vote': () => answer.promise });
    await renderApp();
    await userEvent.dblClick(voteButton('Explain chunk membership'));
    await act(async () => answer.resolve(confirmed(1, { votes: 6, voted: true })));
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/proposals/1/vote'))).toHaveLength(1);
    expect(within(card('Explain chunk membership')).getByText(wholeText('6 votes'))).toBeInTheDocument();
  });

  it('sorts by newest', async () => {
    serve({ 'GET /proposals': list() });
    await renderApp();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    expect(titles()).toEqual([
      'Diagrams for the dark theme',
      'Loader recipes',
      'Explain chunk membership',
      'Runnable examples',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most votes');
    expect(titles()[0]).toBe('Runnable examples');
  });

  it('saves the list the service sent, with the votes it confirmed', async () => {
    serve({ 'GET /proposals': list(), 'POST /proposals/1/vote': confirmed(1, { votes: 6, voted: true }) });
    await renderApp();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.voteCache)!).proposals).toEqual(PROPOSALS);
    await userEvent.click(voteButton('Explain chunk membership'));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.voteCache)!).proposals[0]).toMatchObject({
        id: 1,
        votes: 6,
        voted: true,
      }),
    );
  });

  describe('when the service cannot be reached', () => {
    it('shows the saved list read-only and says why', async () => {
      saveProposals(PROPOSALS, new Date('2026-03-04T05:06:00Z'));
      serve({});
      await renderApp();
      expect(screen.getByText('The vote service cannot be reached, so voting is paused.')).toBeInTheDocument();
      expect(screen.getByText(/These are the proposals as they were on Mar 4, 2026/)).toBeInTheDocument();
      expect(titles()).toHaveLength(4);
      for (const button of screen.getAllByRole('button', { name: /^Vote for / })) {
        expect(button).toBeDisabled();
      }
      expect(voteButton('Runnable examples')).toHaveAccessibleDescription(/cannot be reached, so voting is paused/);
    });

    it('says so when there is no saved list', async () => {
      serve({});
      renderInSite(<VoteApp apiUrl={API} />);
      expect(await screen.findByText(/There is no saved list of proposals to show yet/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Vote for / })).not.toBeInTheDocument();
    });

    it('treats a gateway error as unreachable', async () => {
      saveProposals(PROPOSALS);
      serve({ 'GET /proposals': { status: 503 } });
      await renderApp();
      expect(screen.getByText(/not answering \(HTTP 503\)/)).toBeInTheDocument();
      expect(voteButton('Runnable examples')).toBeDisabled();
    });

    it('rolls back a vote that could not be sent and pauses voting', async () => {
      serve({ 'GET /proposals': list() });
      await renderApp();
      await userEvent.click(voteButton('Runnable examples'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /Your vote for “Runnable examples” did not go through/,
      );
      expect(within(card('Runnable examples')).getByText(wholeText('9 votes'))).toBeInTheDocument();
      expect(voteButton('Runnable examples')).toHaveAttribute('aria-pressed', 'false');
      expect(voteButton('Runnable examples')).toBeDisabled();
      expect(screen.getByText('The vote service cannot be reached, so voting is paused.')).toBeInTheDocument();
    });

    it('votes again once Try again reaches the service', async () => {
      serve({});
      renderInSite(<VoteApp apiUrl={API} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(screen.getByText('The vote service cannot be reached, so voting is paused.')).toBeInTheDocument();
      serve({ 'GET /proposals': list() });
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(voteButton('Runnable examples')).toBeEnabled());
      expect(screen.queryByText('The vote service cannot be reached, so voting is paused.')).not.toBeInTheDocument();
    });
  });
});
