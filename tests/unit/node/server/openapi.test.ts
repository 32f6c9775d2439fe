import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import { CLIENT_API } from '../../../../src/shared/client-api';
import { ABILITIES, type Ability } from '../../../../src/shared/rules/abilities';
import { callers, type Caller } from './api-client';
import { SERVER_OWN_ROUTES, startTestServer } from './test-database';

/**
 * GET /api/openapi.json (issue 22, item 6): the OpenAPI 3.1 description of the API the client uses, one
 * operation per call of the README's table, each with the ability the server requires and the body its
 * handler parses, from the same zod schemas.
 */

interface Operation {
  description: string;
  security?: unknown[];
  'x-pupitre-spec': string | null;
  'x-pupitre-ability': unknown;
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, unknown>;
  additionalProperties?: boolean;
  items?: JsonSchema;
  $ref?: string;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Calls whose input is a query, a path or a multipart file: no body to describe. */
const WITHOUT_JSON_BODY = [
  'PUT /api/author/{id}/status',
  'PUT /api/author/image/{id}/enable',
  'PUT /api/illustration/{id}/status',
  'PUT /api/advertisement/{id}/status',
  'PUT /api/article/{id}/toggle-cover',
  'POST /api/article/ask-import',
  'POST /api/article/import',
  'POST /api/publication/import',
  'POST /api/admin/referential/{type}',
  'PUT /api/admin/publication/{id}/publish',
  'POST /api/kyrielle/document/import',
  'POST /api/fonto/asset',
];

let server: RunningServer;
let as: Record<'lecteur', Caller>;
let doc: Document;

beforeAll(async () => {
  server = await startTestServer({ workflow: { paused: true } }, [SERVER_OWN_ROUTES.openApi]);
  as = await callers(server.url, ['lecteur']);
  const answer = await as.lecteur<Document>('GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  doc = answer.body;
});
afterAll(async () => {
  await server?.close();
});

const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })));
const namesIn = (ability: unknown): string[] =>
  typeof ability === 'string' ? [ability] : Array.isArray(ability) ? ability.map((one: { name: string }) => one.name) : Object.values(ability as object).flatMap(namesIn);

describe('the OpenAPI description of the client’s API', () => {
  it('is OpenAPI 3.1, for signed-in callers', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(401);
  });

  it('has exactly the calls of the README’s table, with their spec section or their reason', () => {
    expect(operations().map((o) => o.key).sort()).toEqual(CLIENT_API.map((call) => `${call.method} ${call.path}`).sort());
    for (const call of CLIENT_API) {
      const operation = doc.paths[call.path]?.[call.method.toLowerCase()];
      expect(operation?.['x-pupitre-spec']).toBe(call.spec);
      expect(operation?.description).toContain(call.spec === null ? call.why : call.spec);
      const params = [...call.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect((operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)).toEqual(params);
    }
  });

  it('names for each call the abilities of the table, with their roles, and leaves only the identity configuration open', () => {
    for (const { key, operation } of operations()) {
      const names = namesIn(operation['x-pupitre-ability']);
      expect(names.length, key).toBeGreaterThan(0);
      for (const name of names) expect(name === 'signedIn' || name === 'public' || Object.hasOwn(ABILITIES, name), `${key}: ${name}`).toBe(true);
      if (Array.isArray(operation['x-pupitre-ability'])) {
        for (const one of operation['x-pupitre-ability'] as { name: Ability; roles: string[] }[]) expect(one.roles).toEqual(ABILITIES[one.name].roles);
      }
    }
    expect(operations().filter((o) => o.operation.security?.length === 0).map((o) => o.key)).toEqual(['GET /api/config/keycloak.json']);
    expect(doc.paths['/api/article']?.['post']?.['x-pupitre-ability']).toEqual([{ name: 'article.create', roles: ABILITIES['article.create'].roles, scoped: true }]);
  });

  it('describes the body of every POST and PUT (JSON, or the Oxygen suggestions’ plain text) but those whose input is a query, a path or a file', () => {
    const writes = operations().filter((o) => o.key.startsWith('POST') || o.key.startsWith('PUT'));
    expect(writes.filter((o) => !o.operation.requestBody).map((o) => o.key).sort()).toEqual([...WITHOUT_JSON_BODY].sort());
    const created = doc.paths['/api/article']?.['post']?.requestBody?.content['application/json']?.schema as { required: string[]; properties: Record<string, unknown> };
    expect(created.required).toEqual(['periodicalId', 'type']);
    expect(Object.keys(created.properties)).toEqual(expect.arrayContaining(['periodicalId', 'title', 'type', 'planNodeId', 'publicationId', 'bundleId', 'tags']));
    // Spec 2 §7: the Oxygen suggestions take the typed text itself.
    for (const path of ['/api/kyrielle/oxygen/thematics', '/api/kyrielle/oxygen/type-acte']) {
      expect(doc.paths[path]?.['post']?.requestBody?.content).toEqual({ 'text/plain': { schema: expect.objectContaining({ type: 'string', maxLength: 200 }) as unknown } });
    }
  });

  it('describes what a call of the specs answers from the one declaration of their entities: its fields and no other', () => {
    const answer = (method: string, path: string) => doc.paths[path]?.[method]?.responses['200']?.content;
    const author = answer('get', '/api/author/{id}')?.['application/json']?.schema;
    expect(author?.additionalProperties).toBe(false);
    expect(Object.keys(author?.properties ?? {})).toEqual(expect.arrayContaining(['id', 'firstName', 'lastName', 'emails', 'phoneNumbers', 'addresses']));
    // Spec 2 §3's publication has neither a name nor a version: the reference server's own fields are not described.
    const publication = Object.keys(answer('get', '/api/publication/{id}')?.['application/json']?.schema.properties ?? {});
    expect(publication).toEqual(expect.arrayContaining(['id', 'periodicalId', 'year', 'number', 'status']));
    expect(publication).not.toContain('name');
    expect(publication).not.toContain('version');
    expect(answer('get', '/api/image/{id}')).toEqual({ 'application/octet-stream': { schema: expect.objectContaining({ format: 'binary' }) as unknown } });
    // A call outside the specs answers what the reference server chooses: nothing declared.
    const outside = CLIENT_API.find((call) => call.spec === null);
    expect(outside && answer(outside.method.toLowerCase(), outside.path)).toBeUndefined();
  });
});
