import { TIMINGS } from '@site/src/constants';
import { VOTER_TOKEN_HEADER } from '@site/vote-api/src/types';
import { createVoteClient, VoteRequestRefused, VoteServiceUnreachable, type TokenStore } from '../voteClient';

const TOKEN = `0b8f6f1e-6a7e-4e8a-9a57-0c5b3b6e2a11.${'s'.repeat(43)}`;
const NEW_TOKEN = `6c1d7a52-3f0e-4b1a-8c2d-9e8f7a6b5c4d.${'n'.repeat(43)}`;

function memoryStore(initial?: string): TokenStore & { value?: string } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (token: string | undefined) => (store.value = token),
  };
  return store;
}
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const reply = (status: number, body?: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body ?? Promise.reject(new SyntaxError()),
  }) as Response;

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  fetchMock.mockReset();
  jest.useRealTimers();
});

const calls = () => fetchMock.mock.calls.map(([url, init]) => [init.method, url.replace('http://vote.test', '')]);
const tokenSent = (index: number) =>
  (fetchMock.mock.calls[index]![1].headers as Record<string, string>)[VOTER_TOKEN_HEADER];

describe('createVoteClient', () => {
  const client = createVoteClient('http://vote.test', memoryStore(TOKEN));

  it('sends the voter token and the right method to each endpoint', async () => {
    fetchMock.mockResolvedValue(reply(200, { proposals: [] }));
    await client.list();
    fetchMock.mockResolvedValue(reply(201, { id: 3 }));
    await client.vote(3);
    fetchMock.mockResolvedValue(reply(200, { id: 3 }));
    await client.unvote(3);
    expect(fetchMock.mock.calls.map(([url, init]) => [init.method, url])).toEqual([
      ['GET', 'http://vote.test/proposals'],
      ['POST', 'http://vote.test/proposals/3/vote'],
      ['DELETE', 'http://vote.test/proposals/3/vote'],
    ]);
    for (const [, init] of fetchMock.mock.calls) {
      expect(init.headers).toMatchObject({ [VOTER_TOKEN_HEADER]: TOKEN });
    }
  });

  it('lists without a token, and asks the service for one at the first vote, then keeps it', async () => {
    const tokens = memoryStore();
    const fresh = createVoteClient('http://vote.test', tokens);
    fetchMock.mockResolvedValueOnce(reply(200, { proposals: [] }));
    await fresh.list();
    expect(tokenSent(0)).toBeUndefined();
    fetchMock.mockResolvedValueOnce(reply(201, { token: NEW_TOKEN }));
    fetchMock.mockResolvedValueOnce(reply(201, { id: 3 }));
    fetchMock.mockResolvedValueOnce(reply(200, { id: 3 }));
    await fresh.vote(3);
    await fresh.unvote(3);
    expect(calls()).toEqual([
      ['GET', '/proposals'],
      ['POST', '/voter-tokens'],
      ['POST', '/proposals/3/vote'],
      ['DELETE', '/proposals/3/vote'],
    ]);
    expect(tokenSent(1)).toBeUndefined();
    expect(tokenSent(2)).toBe(NEW_TOKEN);
    expect(tokenSent(3)).toBe(NEW_TOKEN);
    expect(tokens.value).toBe(NEW_TOKEN);
  });

  it('asks for one token however many first votes are sent at once', async () => {
    const tokens = memoryStore();
    const fresh = createVoteClient('http://vote.test', tokens);
    fetchMock.mockImplementation(async (url) =>
      url.endsWith('/voter-tokens') ? reply(201, { token: NEW_TOKEN }) : reply(201, { id: 1 }),
    );
    await Promise.all([fresh.vote(1), fresh.vote(2), fresh.vote(3)]);
    expect(calls().filter(([, path]) => path === '/voter-tokens')).toHaveLength(1);
    expect([1, 2, 3].map(tokenSent)).toEqual([NEW_TOKEN, NEW_TOKEN, NEW_TOKEN]);
  });

  it('replaces a token the service no longer accepts, once', async () => {
    const tokens = memoryStore(TOKEN);
    const stale = createVoteClient('http://vote.test', tokens);
    const invalid = reply(403, { code: 'invalid_token', message: 'Not issued here.' });
    fetchMock
      .mockResolvedValueOnce(invalid)
      .mockResolvedValueOnce(reply(201, { token: NEW_TOKEN }))
      .mockResolvedValueOnce(reply(201, { id: 3 }));
    await stale.vote(3);
    expect(calls()).toEqual([
      ['POST', '/proposals/3/vote'],
      ['POST', '/voter-tokens'],
      ['POST', '/proposals/3/vote'],
    ]);
    expect(tokenSent(2)).toBe(NEW_TOKEN);
    expect(tokens.value).toBe(NEW_TOKEN);

    // A fresh token refused too is the service's answer, not retried forever.
    fetchMock.mockReset();
    tokens.write(undefined);
    fetchMock.mockResolvedValueOnce(reply(201, { token: NEW_TOKEN })).mockResolvedValueOnce(invalid);
    await expect(stale.vote(3)).rejects.toMatchObject({ code: 'invalid_token' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lists without the token when the service no longer accepts it', async () => {
    const tokens = memoryStore(TOKEN);
    fetchMock
      .mockResolvedValueOnce(reply(403, { code: 'invalid_token', message: 'Not issued here.' }))
      .mockResolvedValueOnce(reply(200, { proposals: [] }));
    expect(await createVoteClient('http://vote.test', tokens).list()).toEqual([]);
    expect(tokenSent(1)).toBeUndefined();
    expect(tokens.value).toBeUndefined();
  });

  it("passes on the service's refusal with its code and message", async () => {
    fetchMock.mockResolvedValue(reply(409, { code: 'already_voted', message: 'Already voted.' }));
    const error = await client.vote(3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VoteRequestRefused);
    expect(error).toMatchObject({ status: 409, code: 'already_voted', message: 'Already voted.' });
  });

  it('describes a refusal without a JSON body by its status', async () => {
    fetchMock.mockResolvedValue(reply(500));
    await expect(client.list()).rejects.toThrow('The vote service refused the request (HTTP 500).');
  });

  it('counts a network error, a gateway error and a time-out as unreachable', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.list()).rejects.toBeInstanceOf(VoteServiceUnreachable);
    fetchMock.mockResolvedValueOnce(reply(502));
    await expect(client.list()).rejects.toBeInstanceOf(VoteServiceUnreachable);

    jest.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = client.vote(1);
    jest.advanceTimersByTime(TIMINGS.voteRequestTimeoutMs);
    await expect(pending).rejects.toBeInstanceOf(VoteServiceUnreachable);
  });
});
