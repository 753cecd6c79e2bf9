import fc from 'fast-check';
import type { Response } from 'supertest';
import { requestsFor, type FuzzRequest } from './openapi/request-arbitraries';
import { check, type OpenApiDocument, type Operation, type Schema } from './openapi/schema-check';
import { registerClient, registerUser, signIn, startTestApp, type TestApp } from './test-app';

/**
 * A permanent guard: walk /api/docs-json and send generated bad and edge input to every
 * operation, with a client's, a lead's and an admin's session, without one and with a forged one. No answer may be a
 * 5xx; a 2xx must be a status the document declares, with a body that fits its schema; a 4xx
 * must be the error body `{ statusCode, errorCode, message }`. Bounded to stay well under a
 * minute: RUNS generated calls per operation.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const ERROR_BODY: Schema = {
  type: 'object',
  required: ['statusCode', 'errorCode', 'message'],
  properties: { statusCode: { type: 'integer' }, errorCode: { type: 'string' }, message: { type: 'string' } },
};
/** Calls after which the client's session no longer exists. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

describe('every operation of the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const sessions = { client: '', lead: '', admin: '' };
  const operations: Array<[string, string, string, Operation]> = [];

  beforeAll(async () => {
    t = await startTestApp();
    sessions.client = (await registerClient(t)).sessionId;
    sessions.lead = (await registerUser(t.fromNewAddress())).sessionId;
    sessions.admin = await signIn(t.fromNewAddress(), 'admin@inhala.local');
    doc = (await t.http.get('/api/docs-json').expect(200)).body as OpenApiDocument;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations.push([`${method.toUpperCase()} ${path}`, method, path, operation]);
      }
    }
  });
  afterAll(() => t.close());

  it('should find the operations to walk', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  const send = (method: string, request: FuzzRequest) => {
    let call = t.fromNewAddress()[method as 'get'](request.path);
    if (request.query.length > 0) {
      call = call.query(
        request.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
      );
    }
    if (request.session === 'client' || request.session === 'lead' || request.session === 'admin') {
      call = call.set('x-session-id', sessions[request.session]);
    }
    if (request.session === 'garbage') call = call.set('x-session-id', 'f'.repeat(32));
    if (request.body !== undefined)
      call = call.set('Content-Type', 'application/json').send(JSON.stringify(request.body));
    return call;
  };

  const problemsWith = (res: Response, operation: Operation): string[] => {
    if (res.status >= 500) return [`answered ${res.status}: ${JSON.stringify(res.body)}`];
    const isJson = /application\/json/.test(String(res.headers['content-type'] ?? ''));
    if (res.status >= 400) {
      // An operation may declare its own error body (the upload's carries `error` too).
      const declaredError = operation.responses?.[String(res.status)]?.content?.['application/json']?.schema;
      return isJson ? check(res.body, declaredError ?? ERROR_BODY, doc) : ['a 4xx that is not JSON'];
    }
    if (res.status >= 300) return [];
    const declared = operation.responses?.[String(res.status)] ?? operation.responses?.['2XX'];
    if (!declared) return [`answered ${res.status}, which the document does not declare`];
    const schema = declared.content?.['application/json']?.schema;
    if (!schema || !isJson) return [];
    return check(res.body, schema, doc);
  };

  it('should never answer 5xx nor break the declared schema', async () => {
    const failures: string[] = [];
    for (const [name, method, path, operation] of operations) {
      const outcome = await fc.check(
        fc.asyncProperty(requestsFor(path, operation, doc), async (request) => {
          const res = await send(method, request);
          if (request.session === 'client' && ENDS_SESSION.has(name)) {
            sessions.client = (await registerClient(t)).sessionId;
            sessions.lead = (await registerUser(t.fromNewAddress())).sessionId;
            sessions.admin = await signIn(t.fromNewAddress(), 'admin@inhala.local');
          }
          const problems = problemsWith(res, operation);
          if (problems.length > 0) {
            throw new Error(
              `${JSON.stringify(request).slice(0, 300)}\n    ${problems.slice(0, 4).join('\n    ')}`,
            );
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      if (outcome.failed) {
        const cause =
          outcome.errorInstance instanceof Error
            ? outcome.errorInstance.message
            : String(outcome.errorInstance);
        failures.push(`${name} (seed ${outcome.seed}): ${cause}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
