import { expect, it } from 'vitest';
import { startReferenceServer } from '../reference-server';
import type { KyrielleTree } from '../../../../src/shared/domain/kyrielle';
import type { Versioned } from '../../../../src/server/http/versions';
import { obtainTokens } from '../../../support/scripted-browser';
import { testDatabase } from './test-database';

/**
 * A kyrielle save answers the tree from what it wrote, without reading megabytes back (issue 31), and the tree
 * is kept as `json`: the answer must be the tree a read then gives, on each engine.
 */
it('answers a saved kyrielle tree as a read gives it back', async () => {
  const database = await testDatabase();
  const server = await startReferenceServer({ port: 0, ...database.options, workflow: { paused: true } });
  try {
    const { access_token } = await obtainTokens(server.url, 'kyrielle');
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
    const read = async () => (await (await fetch(`${server.url}/api/kyrielle/tree/2`, { headers })).json()) as Versioned<KyrielleTree, 'version'>;
    const tree = await read();
    const nodes = [{ id: 'nouveau', name: 'Nouveau niveau', documentUnits: [], sub: [] }, ...tree.nodes];
    const answer = await fetch(`${server.url}/api/kyrielle/tree/2/admin/save`, { method: 'POST', headers, body: JSON.stringify({ version: tree.version, nodes }) });
    expect(answer.status).toBe(200);
    const saved = (await answer.json()) as KyrielleTree;
    expect(saved).toMatchObject({ version: tree.version + 1, modifiedBy: expect.any(String) as string });
    expect(saved.nodes[0]).toMatchObject({ id: 'nouveau' });
    expect(await read()).toEqual(saved);
  } finally {
    await server.close();
    await database.cleanUp();
  }
});
