import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_IMPORT_MAX_BYTES, type PublicationDetail, type PublicationImportResult, type PublicationRow } from '../../../../src/shared/domain/publication';
import type { SearchResult } from '../../../../src/shared/domain/search-result';
import { type RunningServer } from '../../../../src/server/app';
import { SERVER_OWN_ROUTES, startTestServer } from './test-database';
import { obtainTokens } from '../../../support/scripted-browser';
import { callers, type Caller } from './api-client';

/** POST /api/publication/import (spec 2 §5, §6, §7, §8): one .xml file sent multipart, a result card back. */
let server: RunningServer;
let as: Record<'admin' | 'lecteur', Caller>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ workflow: { paused: true } }, [SERVER_OWN_ROUTES.publicationCandidates]);
  as = await callers(server.url, ['admin', 'lecteur'] as const);
  for (const user of ['admin', 'redaction']) tokens[user] = (await obtainTokens(server.url, user)).access_token;
});
afterAll(async () => {
  await server?.close();
});

async function upload(user: string, files: { name: string; content: string }[]): Promise<{ status: number; body: PublicationImportResult & { message?: string } }> {
  const form = new FormData();
  for (const file of files) form.append('file', new Blob([file.content], { type: 'text/xml' }), file.name);
  const response = await fetch(`${server.url}/api/publication/import`, { method: 'POST', headers: { authorization: `Bearer ${tokens[user]}` }, body: form });
  return { status: response.status, body: (await response.json()) as PublicationImportResult & { message?: string } };
}

const candidateArticle = async (name: string): Promise<number> => {
  const [row] = (await as.admin<SearchResult<PublicationRow>>('POST', '/api/publication/search', { publicationFilter: [name] })).body.result;
  const free = await as.admin<SearchResult<{ id: number; inPlan: boolean }>>('POST', `/api/publication/${row?.id}/organize/search`, { kind: 'ARTICLE' });
  return free.body.result.find((c) => !c.inPlan)?.id ?? 0;
};

describe('POST /api/publication/import', () => {
  it('creates the publications of the file with their plan, and reports each one', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <publications>
        <publication periodical="BJS" year="2026" number="1" editionType="STANDARD" startDate="2026-01-01" endDate="2026-01-31">
          <title>Bulletin Joly Sociétés — janvier 2026</title>
          <plan>
            <rubrique name="Sociétés" planNodeId="BJS-SOC"><rubrique name="Gouvernance" planNodeId="BJS-SOC-GOUV"/></rubrique>
            <rubrique name="Fiscalité &amp; comptes" planNodeId="BJS-FISC"/>
          </plan>
        </publication>
        <publication periodical="BJS" year="2025" number="1" editionType="STANDARD" startDate="2025-01-01"/>
        <publication periodical="BJS" year="26" number="2" editionType="STANDARD" startDate=""/>
        <publication periodical="BJS" year="2026" number="3" editionType="STANDARD" startDate="2026-03-01">
          <plan><article id="1"/></plan>
        </publication>
      </publications>`;
    const { status, body } = await upload('admin', [{ name: 'numeros.xml', content: xml }]);
    expect(status).toBe(200);
    expect(body.status).toBe('ERROR');
    expect(body.items.map((i) => [i.name, i.status])).toEqual([
      ['BJS_2026_1', 'DONE'],
      ['BJS_2025_1', 'ERROR'],
      ['BJS_26_2', 'ERROR'],
      ['BJS_2026_3', 'ERROR'],
    ]);
    expect(body.items[1]?.messages).toEqual(['Une publication de ce nom existe déjà : BJS_2025_1.']);
    expect(body.items[2]?.messages[0]).toMatch(/L’année doit comporter exactement 4 chiffres.*La date de début est obligatoire/);
    expect(body.items[3]?.messages[0]).toBe('Chemin de fer refusé : « 1 » : Un article se dépose dans une rubrique, pas à la racine.');
    const created = await as.lecteur<PublicationDetail>('GET', `/api/publication/${body.items[0]?.publicationId}`);
    expect(created.body).toMatchObject({ name: 'BJS_2026_1', title: 'Bulletin Joly Sociétés — janvier 2026', creationUser: 'Alice Administratrice' });
    expect(created.body.plan.map((n) => [n.name, n.planNodeId, n.sub.map((s) => s.name)])).toEqual([
      ['Sociétés', 'BJS-SOC', ['Gouvernance']],
      ['Fiscalité & comptes', 'BJS-FISC', []],
    ]);
    // Nothing of the refused ones was created.
    const bjs2026 = await as.lecteur<SearchResult<PublicationRow>>('POST', '/api/publication/search', { periodicalFilter: ['BJS'], yearFilter: [2026] });
    expect(bjs2026.body.result.map((p) => p.name)).toEqual(['BJS_2026_1']);
  });

  it('places articles and ads named by the file under the drop rules', async () => {
    const article = await candidateArticle('GDP_2025_3');
    const xml = `<publication periodical="GDP" year="2026" number="1" editionType="STANDARD" startDate="2026-01-06">
      <plan><rubrique name="Vie professionnelle" planNodeId="GDP-PRO"><article id="${article}"/></rubrique></plan></publication>`;
    const refused = await upload('admin', [{ name: 'gdp.xml', content: xml }]);
    expect(refused.body.items[0]?.messages[0]).toMatch(new RegExp(`l’article ${article} est rattaché à la publication GDP_2025_3`));
    const special = `<publication periodical="GPL" year="2026" number="hors-serie" editionType="SPECIAL_EDITION" startDate="2026-02-01"><text>Texte de couverture</text></publication>`;
    const done = await upload('admin', [{ name: 'HS.XML', content: special }]);
    expect(done.body).toMatchObject({ status: 'DONE', items: [{ name: 'GPL_2026_hors-serie', status: 'DONE' }] });
  });

  it('takes one well-formed .xml file, from Tl or Bl only', async () => {
    const one = { name: 'a.xml', content: '<publications/>' };
    expect((await upload('admin', [{ name: 'a.txt', content: '<a/>' }])).body.message).toBe('Seuls les fichiers .xml sont acceptés (reçu : a.txt).');
    expect((await upload('admin', [one, one])).body.message).toBe('Un seul fichier est attendu (2 reçus).');
    expect((await upload('admin', [{ name: 'a.xml', content: '<publications><publication></publications>' }])).body.message).toMatch(/^Fichier XML mal formé : \d+:\d+: /);
    expect((await upload('admin', [{ name: 'a.xml', content: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><publication>&e;</publication>' }])).body.message).toBe(
      'Fichier XML refusé : les déclarations DOCTYPE ne sont pas acceptées.',
    );
    expect((await upload('admin', [one])).body.message).toBe('Fichier d’import refusé : aucune publication trouvée.');
    expect((await upload('admin', [{ name: 'a.xml', content: '<numero/>' }])).body.message).toMatch(/élément racine <publications> ou <publication> attendu, <numero> trouvé/);
    const forbidden = await upload('redaction', [one]);
    expect(forbidden.status).toBe(403);
    const json = await as.admin<{ message: string }>('POST', '/api/publication/import', { file: 'x' });
    expect(json.status).toBe(415);
  });

  it('refuses an account that may import for no periodical before reading the body (a 403, not the body’s 413 or 400)', async () => {
    const oversized = { name: 'gros.xml', content: 'x'.repeat(PUBLICATION_IMPORT_MAX_BYTES + 1) };
    expect((await upload('redaction', [oversized])).status).toBe(403);
    const unreadable = await fetch(`${server.url}/api/publication/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens['redaction']}`, 'content-type': 'application/json' },
      body: '{',
    });
    expect(unreadable.status).toBe(403);
    expect((await upload('admin', [oversized])).status).toBe(413);
  });
});
