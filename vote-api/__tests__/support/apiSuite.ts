/**
 * The API tests, written once and run against each storage: the embedded
 * PGlite database and a real PostgreSQL server.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { BODY_LIMIT_BYTES, type ServiceConfig } from '../../src/config';
import { startService, type RunningService } from '../../src/service';
import {
  PROPOSAL_STATES,
  type ApiError,
  type Proposal,
  type ProposalList,
  type VoterToken,
  VOTER_TOKEN_PATTERN,
} from '../../src/types';
import { loadTokenSecret, voterTokens, type VoterTokens } from '../../src/voterTokens';
import { badRequests, ROUTES } from './badRequests';
import { ADMIN_TOKEN, client, rawRequest } from './http';

export type StorageLocation = Pick<ServiceConfig, 'dataDir' | 'databaseUrl'>;

export type TestStorage = {
  /** Prepares an empty store and says where it is. */
  setup(): Promise<StorageLocation>;
  /** Restarts the database server itself, between two runs of the service (PostgreSQL only). */
  restartServer?(): Promise<void>;
  teardown(): Promise<void>;
};

export const SITE_ORIGIN = 'http://site.test';

export function testConfig(location: StorageLocation, overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    adminToken: ADMIN_TOKEN,
    allowedOrigins: [SITE_ORIGIN],
    bodyLimit: BODY_LIMIT_BYTES,
    rateLimit: {
      perAddress: 100_000,
      perToken: 1_000,
      windowMs: 60_000,
      tokensPerAddressPerDay: 100_000,
      votesPerAddressPerProposalPerDay: 100_000,
    },
    trustProxy: false,
    requestTimeoutMs: 10_000,
    shutdownTimeoutMs: 5_000,
    logLevel: 'silent',
    ...location,
    ...overrides,
  };
}

/**
 * Every refusal is a 4xx (or 503) with a JSON body naming the status and the reason, and, when `field` is given,
 * the part of the request at fault, named in the message too.
 */
export function expectApiError(
  response: { status: number; body: unknown; headers: Headers },
  status: number,
  code: string,
  field?: string,
) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const { field: named, ...body } = response.body as ApiError;
  expect(body).toEqual({ statusCode: status, code, error: expect.any(String), message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  if (field !== undefined)
    expect({ field: named, message: body.message }).toEqual({
      field,
      message: expect.stringContaining(field.split('/').pop()!),
    });
}

export function describeVoteApi(name: string, storage: TestStorage): void {
  describe(name, () => {
    let location: StorageLocation;
    let service: RunningService;
    let signer: VoterTokens;
    const api = client(() => service);

    /** A token as the service issues it (signed with the secret it generated and stored), without a request. */
    const newToken = () => signer.issue();

    /** A proposal of its own for a test, so that tests do not share counts. */
    async function newProposal(title = `Proposal ${randomUUID().slice(0, 8)}`): Promise<Proposal> {
      const response = await api<Proposal>('POST', '/proposals', {
        admin: true,
        json: { title, description: 'Created by a test.' },
      });
      expect(response.status).toBe(201);
      return response.body;
    }

    async function listed(id: number, token?: string): Promise<Proposal | undefined> {
      const response = await api<ProposalList>('GET', '/proposals?archived=true', { token });
      return response.body.proposals.find((proposal) => proposal.id === id);
    }

    /** The stored count of every proposal equals its rows in votes. */
    async function expectCountsMatchVotes() {
      const drift = await service.db.query(
        `SELECT p.id, p.vote_count, (SELECT count(*)::int FROM votes v WHERE v.proposal_id = p.id) AS rows
         FROM proposals p
         WHERE p.vote_count <> (SELECT count(*) FROM votes v WHERE v.proposal_id = p.id)`,
      );
      expect(drift).toEqual([]);
    }

    /** An app with other settings over the same database, on its own port. */
    async function otherApp(overrides: Partial<ServiceConfig>): Promise<{ app: FastifyInstance; url: string }> {
      const app = await buildApp({ db: service.db, config: testConfig(location, overrides) });
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      return { app, url };
    }

    beforeAll(async () => {
      location = await storage.setup();
      service = await startService(testConfig(location));
      signer = voterTokens(await loadTokenSecret(service.db, undefined));
    });

    afterAll(async () => {
      await service?.close();
      await storage.teardown();
    });

    it('answers the health check with its storage', async () => {
      const response = await api('GET', '/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok', storage: location.databaseUrl ? 'postgres' : 'pglite' });
    });

    it('says it is ready while its database answers and has room', async () => {
      const response = await api('GET', '/ready');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ready', storage: location.databaseUrl ? 'postgres' : 'pglite' });
    });

    it('lists the seed proposals, none voted yet', async () => {
      const response = await api<ProposalList>('GET', '/proposals');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { proposals } = response.body;
      expect(proposals).toHaveLength(8);
      for (const proposal of proposals) {
        expect(proposal).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          description: expect.any(String),
          state: expect.stringMatching(new RegExp(`^(${PROPOSAL_STATES.join('|')})$`)),
          votes: 0,
          voted: false,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        });
      }
      expect(new Set(proposals.map((p) => p.title)).size).toBe(8);
    });

    it('counts a vote and marks it for its voter only', async () => {
      const { id } = await newProposal();
      const token = newToken();
      const response = await api<Proposal>('POST', `/proposals/${id}/vote`, { token });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ id, votes: 1, voted: true });
      expect(await listed(id, token)).toMatchObject({ votes: 1, voted: true });
      expect(await listed(id, newToken())).toMatchObject({ votes: 1, voted: false });
      expect(await listed(id)).toMatchObject({ votes: 1, voted: false });
    });

    it('lists proposals by votes, most first', async () => {
      const { id } = await newProposal();
      await Promise.all([1, 2, 3].map(() => api('POST', `/proposals/${id}/vote`, { token: newToken() })));
      const { body } = await api<ProposalList>('GET', '/proposals');
      const votes = body.proposals.map((p) => p.votes);
      expect(votes).toEqual([...votes].sort((a, b) => b - a));
      expect(body.proposals[0]).toMatchObject({ id, votes: 3 });
    });

    it('takes a vote back, once', async () => {
      const { id } = await newProposal();
      const token = newToken();
      await api('POST', `/proposals/${id}/vote`, { token });
      const response = await api<Proposal>('DELETE', `/proposals/${id}/vote`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, votes: 0, voted: false });
      expectApiError(await api('DELETE', `/proposals/${id}/vote`, { token }), 404, 'not_voted');
      expect(await listed(id, token)).toMatchObject({ votes: 0, voted: false });
    });

    it('refuses a second vote from the same token', async () => {
      const { id } = await newProposal();
      const token = newToken();
      expect((await api('POST', `/proposals/${id}/vote`, { token })).status).toBe(201);
      expectApiError(await api('POST', `/proposals/${id}/vote`, { token }), 409, 'already_voted');
      // The same voter id in another spelling is not a second voter: it is refused outright.
      const [voterId] = token.split('.');
      expectApiError(
        await api('POST', `/proposals/${id}/vote`, { token: voterId!.toUpperCase() }),
        400,
        'invalid_request',
      );
      expect(await listed(id)).toMatchObject({ votes: 1 });
    });

    it('counts one vote out of 20 concurrent votes with the same token', async () => {
      const { id } = await newProposal();
      const token = newToken();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => api<Proposal | ApiError>('POST', `/proposals/${id}/vote`, { token })),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
      for (const response of responses.filter((r) => r.status === 409)) {
        expect(response.body).toMatchObject({ code: 'already_voted' });
      }
      expect(await listed(id, token)).toMatchObject({ votes: 1, voted: true });
      await expectCountsMatchVotes();
    });

    it('keeps every one of 30 concurrent votes with different tokens', async () => {
      const { id } = await newProposal();
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => api('POST', `/proposals/${id}/vote`, { token: newToken() })),
      );
      expect(responses.every((r) => r.status === 201)).toBe(true);
      expect(await listed(id)).toMatchObject({ votes: 30 });
      await expectCountsMatchVotes();
    });

    it('keeps the count right under concurrent votes and unvotes', async () => {
      const { id } = await newProposal();
      const tokens = Array.from({ length: 20 }, () => newToken());
      await Promise.all(tokens.map((token) => api('POST', `/proposals/${id}/vote`, { token })));
      const responses = await Promise.all(
        tokens.flatMap((token, i) => [
          api('DELETE', `/proposals/${id}/vote`, { token }),
          api('POST', `/proposals/${id}/vote`, { token: i % 2 ? token : newToken() }),
        ]),
      );
      expect(responses.every((r) => r.status < 500)).toBe(true);
      await expectCountsMatchVotes();
    });

    it('has the database itself refuse a duplicate vote row', async () => {
      const { id } = await newProposal();
      const token = randomUUID();
      const insert = () =>
        service.db.query('INSERT INTO votes (proposal_id, voter_token) VALUES ($1, $2)', [id, token]);
      await insert();
      await expect(insert()).rejects.toMatchObject({ code: '23505' });
      expect(await listed(id)).toMatchObject({ votes: 1 });
    });

    describe('refuses bad input with a 4xx and a JSON error', () => {
      it('malformed JSON', async () => {
        const raw = { body: '{"title": "Unclosed', contentType: 'application/json' };
        expectApiError(await api('POST', '/proposals', { admin: true, raw }), 400, 'invalid_json');
      });

      it('an empty JSON body', async () => {
        const raw = { body: '', contentType: 'application/json' };
        expectApiError(await api('POST', '/proposals', { admin: true, raw }), 400, 'invalid_json');
      });

      it('a body over the size limit', async () => {
        const json = { title: 'Too long', description: 'x'.repeat(BODY_LIMIT_BYTES + 1) };
        expectApiError(await api('POST', '/proposals', { admin: true, json }), 413, 'body_too_large');
      });

      it('a body that is not JSON', async () => {
        const raw = { body: 'title=Form', contentType: 'application/x-www-form-urlencoded' };
        expectApiError(await api('POST', '/proposals', { admin: true, raw }), 415, 'unsupported_media_type');
      });

      it('unknown proposal ids', async () => {
        const token = newToken();
        expectApiError(await api('POST', '/proposals/999999/vote', { token }), 404, 'not_found');
        expectApiError(await api('DELETE', '/proposals/999999/vote', { token }), 404, 'not_found');
        expectApiError(
          await api('PATCH', '/proposals/999999', { admin: true, json: { state: 'done' } }),
          404,
          'not_found',
        );
        expectApiError(await api('POST', '/proposals/999999/archive', { admin: true }), 404, 'not_found');
      });

      it('ids that are not positive integers', async () => {
        const token = newToken();
        for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
          expectApiError(await api('POST', `/proposals/${id}/vote`, { token }), 400, 'invalid_request');
        }
      });

      it('missing voter tokens, and tokens in any form but the canonical one', async () => {
        const { id } = await newProposal();
        const token = newToken();
        const [voterId, signature] = token.split('.') as [string, string];
        expectApiError(await api('POST', `/proposals/${id}/vote`), 400, 'invalid_request');
        const malformed = [
          'not-a-uuid',
          '',
          voterId,
          `urn:uuid:${voterId}`,
          `urn:uuid:${token}`,
          `{${voterId}}.${signature}`,
          voterId.replaceAll('-', '') + `.${signature}`,
          token.toUpperCase(),
          `${voterId.toUpperCase()}.${signature}`,
          `${token}x`,
          `${token}.`,
          `${voterId}.${signature}=`,
          `${voterId}.${signature.slice(1)}`,
          "1' OR '1'='1",
        ];
        for (const bad of malformed) {
          expect(bad).not.toMatch(new RegExp(VOTER_TOKEN_PATTERN));
          expectApiError(await api('POST', `/proposals/${id}/vote`, { token: bad }), 400, 'invalid_request');
          expectApiError(await api('DELETE', `/proposals/${id}/vote`, { token: bad }), 400, 'invalid_request');
          expectApiError(await api('GET', '/proposals', { token: bad }), 400, 'invalid_request');
        }
        expect(await listed(id)).toMatchObject({ votes: 0 });
      });

      it('tokens the service did not sign', async () => {
        const { id } = await newProposal();
        const [voterId, signature] = newToken().split('.') as [string, string];
        const otherKey = voterTokens('another secret, another service, 32+ chars').issue();
        const forged = [
          otherKey,
          `${randomUUID()}.${signature}`,
          `${voterId}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
        ];
        for (const token of forged) {
          expect(token).toMatch(new RegExp(VOTER_TOKEN_PATTERN));
          expectApiError(await api('POST', `/proposals/${id}/vote`, { token }), 403, 'invalid_token');
          expectApiError(await api('DELETE', `/proposals/${id}/vote`, { token }), 403, 'invalid_token');
          expectApiError(await api('GET', '/proposals', { token }), 403, 'invalid_token');
        }
        expect(await listed(id)).toMatchObject({ votes: 0 });
      });

      it('admin requests without the admin token', async () => {
        const json = { title: 'Sneaky', description: 'No token.' };
        const missing = await api('POST', '/proposals', { json });
        expectApiError(missing, 401, 'unauthorized');
        expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
        const notBearer = await api('POST', '/proposals', { json, headers: { authorization: `Basic ${ADMIN_TOKEN}` } });
        expectApiError(notBearer, 401, 'unauthorized');
        expectApiError(await api('PATCH', '/proposals/1', { json: { state: 'done' } }), 401, 'unauthorized');
        expectApiError(await api('POST', '/proposals/1/archive'), 401, 'unauthorized');
      });

      it('admin requests with a wrong admin token', async () => {
        const json = { title: 'Sneaky', description: 'Wrong token.' };
        expectApiError(await api('POST', '/proposals', { admin: 'guess', json }), 403, 'forbidden');
        expectApiError(await api('POST', '/proposals', { admin: `${ADMIN_TOKEN}x`, json }), 403, 'forbidden');
        expectApiError(await api('POST', '/proposals/1/archive', { admin: 'guess' }), 403, 'forbidden');
        expect((await listed(1))?.state).not.toBe('archived');
      });

      it.each([
        ['a missing description', { title: 'No description' }],
        ['a title that is too short', { title: 'ab', description: 'Short title.' }],
        ['a title that is too long', { title: 'x'.repeat(121), description: 'Long title.' }],
        ['a blank title', { title: '      ', description: 'Blank title.' }],
        ['an unknown state', { title: 'Bad state', description: 'Unknown state.', state: 'shipped' }],
        ['an unknown field', { title: 'Extra field', description: 'Has votes.', votes: 1000 }],
        ['a non-object body', ['Title', 'Description']],
        ['a description that is an object', { title: 'Object', description: { text: 'nested' } }],
      ])('schema violations: %s', async (_case, json) => {
        expectApiError(await api('POST', '/proposals', { admin: true, json }), 400, 'invalid_request');
      });

      it('schema violations in edits', async () => {
        const { id } = await newProposal();
        for (const json of [{}, { state: 'shipped' }, { votes: 3 }, { title: '' }]) {
          expectApiError(await api('PATCH', `/proposals/${id}`, { admin: true, json }), 400, 'invalid_request');
        }
      });

      it('unknown routes', async () => {
        expectApiError(await api('GET', '/votes'), 404, 'not_found');
        expectApiError(await api('PUT', '/proposals/1/vote', { token: newToken() }), 404, 'not_found');
      });
    });

    describe('a battery of bad requests', () => {
      /** What the battery could change if one of its requests got through: proposals, votes, tokens handed out. */
      async function state() {
        const { body } = await api<ProposalList>('GET', '/proposals?archived=true');
        const [counts] = await service.db.query<{ votes: number; usage: number }>(
          'SELECT (SELECT count(*)::int FROM votes) AS votes, (SELECT coalesce(sum(used), 0)::int FROM address_usage) AS usage',
        );
        return { proposals: body.proposals, counts };
      }

      it('answers every bad request, on every route, with a 4xx and a JSON error naming the field, and changes nothing', async () => {
        const { id } = await newProposal();
        const forgedToken = voterTokens('another secret, another service, 32+ chars').issue();
        const cases = badRequests({ id, token: newToken(), forgedToken });
        expect(cases.length).toBeGreaterThanOrEqual(150);
        for (const route of ROUTES) expect(cases.filter((c) => c.route === route).length).toBeGreaterThanOrEqual(10);
        const before = await state();

        const answers = [];
        for (const { route, name, bytes } of cases) {
          const { status, headers, text } = await rawRequest(service.url, bytes);
          let body: Partial<ApiError> = {};
          try {
            body = JSON.parse(text) as ApiError;
          } catch {
            // Left empty: the comparison below shows the case.
          }
          const lastSegment = body.field?.split('/').pop() ?? '';
          answers.push({
            request: `${route}: ${name}`,
            status,
            json: headers['content-type']?.startsWith('application/json') ?? false,
            code: body.code,
            field: body.field,
            namesField: lastSegment !== '' && (body.message ?? '').toLowerCase().includes(lastSegment.toLowerCase()),
          });
        }

        expect(answers).toEqual(
          cases.map(({ route, name, status, code, field }) => ({
            request: `${route}: ${name}`,
            status,
            json: true,
            code,
            field,
            namesField: true,
          })),
        );
        expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
        // No coercion let one through: nothing was created, changed, voted or handed out.
        expect(await state()).toEqual(before);
      });
    });

    describe('admin', () => {
      it('creates, edits and archives a proposal', async () => {
        const created = await api<Proposal>('POST', '/proposals', {
          admin: true,
          json: { title: '  Document the module graph  ', description: 'Explain how modules are linked.' },
        });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({
          title: 'Document the module graph',
          description: 'Explain how modules are linked.',
          state: 'open',
          votes: 0,
        });
        const { id } = created.body;
        expect(await listed(id)).toMatchObject({ title: 'Document the module graph' });

        const edited = await api<Proposal>('PATCH', `/proposals/${id}`, {
          admin: true,
          json: { title: 'Document the module graph in depth', state: 'planned' },
        });
        expect(edited.status).toBe(200);
        expect(edited.body).toMatchObject({
          id,
          title: 'Document the module graph in depth',
          description: 'Explain how modules are linked.',
          state: 'planned',
        });

        const archived = await api<Proposal>('POST', `/proposals/${id}/archive`, { admin: true });
        expect(archived.status).toBe(200);
        expect(archived.body).toMatchObject({ id, state: 'archived' });
        const { body } = await api<ProposalList>('GET', '/proposals');
        expect(body.proposals.map((p) => p.id)).not.toContain(id);
        expect(await listed(id)).toMatchObject({ state: 'archived' });
      });

      it('closes voting on done and archived proposals, keeping their votes', async () => {
        const { id } = await newProposal();
        const token = newToken();
        await api('POST', `/proposals/${id}/vote`, { token });
        await api('PATCH', `/proposals/${id}`, { admin: true, json: { state: 'done' } });
        expectApiError(await api('POST', `/proposals/${id}/vote`, { token: newToken() }), 409, 'voting_closed');
        expectApiError(await api('DELETE', `/proposals/${id}/vote`, { token }), 409, 'voting_closed');
        await api('POST', `/proposals/${id}/archive`, { admin: true });
        expectApiError(await api('POST', `/proposals/${id}/vote`, { token: newToken() }), 409, 'voting_closed');
        expect(await listed(id, token)).toMatchObject({ votes: 1, voted: true, state: 'archived' });
      });

      it('answers 403 while no admin token is configured', async () => {
        const { app, url } = await otherApp({ adminToken: undefined });
        try {
          const response = await client(url)('POST', '/proposals', {
            admin: true,
            json: { title: 'Nobody can', description: 'Admin is off.' },
          });
          expectApiError(response, 403, 'admin_disabled');
        } finally {
          await app.close();
        }
      });
    });

    describe('voter tokens', () => {
      it('issues signed tokens in the one canonical form, each different', async () => {
        const responses = await Promise.all([1, 2, 3].map(() => api<VoterToken>('POST', '/voter-tokens')));
        const tokens = responses.map((response) => {
          expect(response.status).toBe(201);
          expect(response.headers.get('cache-control')).toBe('no-store');
          expect(response.body.token).toMatch(new RegExp(VOTER_TOKEN_PATTERN));
          return response.body.token;
        });
        expect(new Set(tokens).size).toBe(3);
        const { id } = await newProposal();
        expect((await api('POST', `/proposals/${id}/vote`, { token: tokens[0] })).status).toBe(201);
        expect(await listed(id, tokens[0])).toMatchObject({ votes: 1, voted: true });
      });

      it('issues a limited number of tokens to one address per day, then says when to come back', async () => {
        const { app, url } = await otherApp({
          rateLimit: { ...testConfig(location).rateLimit, tokensPerAddressPerDay: 3 },
        });
        try {
          // Other tests were given tokens from this address today.
          await service.db.query("DELETE FROM address_usage WHERE scope = 'tokens'");
          const request = client(url);
          for (let i = 0; i < 3; i += 1) expect((await request('POST', '/voter-tokens')).status).toBe(201);
          const refused = await request('POST', '/voter-tokens');
          expectApiError(refused, 429, 'rate_limited');
          const retryAfter = Number(refused.headers.get('retry-after'));
          expect(retryAfter).toBeGreaterThan(0);
          expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
        } finally {
          await app.close();
        }
      });
    });

    describe('rate limits', () => {
      const limits = (overrides: Partial<ServiceConfig['rateLimit']>) => ({
        rateLimit: { ...testConfig(location).rateLimit, ...overrides },
      });

      it('answers 429 with Retry-After to an address over its limit', async () => {
        const { app, url } = await otherApp(limits({ perAddress: 5 }));
        try {
          const request = client(url);
          for (let i = 0; i < 5; i += 1) expect((await request('GET', '/proposals')).status).toBe(200);
          const limited = await request('GET', '/proposals');
          expectApiError(limited, 429, 'rate_limited');
          expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        } finally {
          await app.close();
        }
      });

      it('counts /health and unknown routes against the address limit', async () => {
        const { app, url } = await otherApp(limits({ perAddress: 4 }));
        try {
          const request = client(url);
          expect((await request('GET', '/health')).status).toBe(200);
          expect((await request('GET', '/health')).status).toBe(200);
          expect((await request('GET', '/no-such-route')).status).toBe(404);
          expect((await request('POST', '/wp-login.php')).status).toBe(404);
          for (const path of ['/health', '/no-such-route', '/proposals']) {
            const limited = await request('GET', path);
            expectApiError(limited, 429, 'rate_limited');
            expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
          }
        } finally {
          await app.close();
        }
      });

      it('answers 429 with Retry-After to a voter token over its limit, not to other tokens', async () => {
        const { app, url } = await otherApp(limits({ perToken: 3 }));
        try {
          const request = client(url);
          const { id } = await newProposal();
          const token = newToken();
          expect((await request('POST', `/proposals/${id}/vote`, { token })).status).toBe(201);
          expect((await request('DELETE', `/proposals/${id}/vote`, { token })).status).toBe(200);
          expect((await request('POST', `/proposals/${id}/vote`, { token })).status).toBe(201);
          const limited = await request('DELETE', `/proposals/${id}/vote`, { token });
          expectApiError(limited, 429, 'rate_limited');
          expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
          expect((await request('POST', `/proposals/${id}/vote`, { token: newToken() })).status).toBe(201);
          expect(await listed(id, token)).toMatchObject({ votes: 2, voted: true });
        } finally {
          await app.close();
        }
      });

      it('caps the votes one address adds to one proposal in a day, however many tokens it holds', async () => {
        const { app, url } = await otherApp(limits({ votesPerAddressPerProposalPerDay: 3 }));
        try {
          const request = client(url);
          const { id } = await newProposal();
          const other = await newProposal();
          const tokens = Array.from({ length: 5 }, () => newToken());
          const statuses = [];
          for (const token of tokens) statuses.push((await request('POST', `/proposals/${id}/vote`, { token })).status);
          expect(statuses).toEqual([201, 201, 201, 429, 429]);
          const refused = await request('POST', `/proposals/${id}/vote`, { token: newToken() });
          expectApiError(refused, 429, 'rate_limited');
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
          // The refused votes left nothing behind: neither a vote nor a used token.
          expect(await listed(id)).toMatchObject({ votes: 3 });
          expect(await listed(id, tokens[3])).toMatchObject({ voted: false });
          await expectCountsMatchVotes();
          // Another proposal has a cap of its own.
          expect((await request('POST', `/proposals/${other.id}/vote`, { token: tokens[4] })).status).toBe(201);
        } finally {
          await app.close();
        }
      });
    });

    describe('CORS', () => {
      it("allows the site's origin only", async () => {
        const allowed = await api('GET', '/proposals', { headers: { origin: SITE_ORIGIN } });
        expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
        const other = await api('GET', '/proposals', { headers: { origin: 'https://elsewhere.test' } });
        expect(other.headers.get('access-control-allow-origin')).toBeNull();
      });

      it('answers the preflight of a vote with the token header', async () => {
        const response = await api('OPTIONS', '/proposals/1/vote', {
          headers: {
            origin: SITE_ORIGIN,
            'access-control-request-method': 'DELETE',
            'access-control-request-headers': 'x-voter-token',
          },
        });
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
        expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
        expect(response.headers.get('access-control-allow-headers')).toContain('x-voter-token');
      });
    });

    it('keeps every vote across a restart', async () => {
      const { id } = await newProposal();
      const tokens = Array.from({ length: 12 }, () => newToken());
      await Promise.all(tokens.map((token) => api('POST', `/proposals/${id}/vote`, { token })));
      await api('DELETE', `/proposals/${id}/vote`, { token: tokens[0] });
      const before = (await api<ProposalList>('GET', '/proposals?archived=true')).body.proposals;

      await service.close();
      await storage.restartServer?.();
      service = await startService(testConfig(location));

      const after = (await api<ProposalList>('GET', '/proposals?archived=true')).body.proposals;
      expect(after).toEqual(before);
      expect(await listed(id, tokens[1])).toMatchObject({ votes: 11, voted: true });
      expect(await listed(id, tokens[0])).toMatchObject({ votes: 11, voted: false });
      expectApiError(await api('POST', `/proposals/${id}/vote`, { token: tokens[1] }), 409, 'already_voted');
      await expectCountsMatchVotes();
    });
  });
}
