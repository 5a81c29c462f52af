import { TIMINGS } from '@site/src/constants';
import { VOTER_TOKEN_HEADER } from '@site/vote-api/src/types';
import { createVoteClient, VoteRequestRefused, VoteServiceUnreachable } from '../voteClient';

const TOKEN = '0b8f6f1e-6a7e-4e8a-9a57-0c5b3b6e2a11';
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

describe('createVoteClient', () => {
  const client = createVoteClient('http://vote.test', TOKEN);

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
