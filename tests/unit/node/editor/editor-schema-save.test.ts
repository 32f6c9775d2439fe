import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../src/server/app';
import type { Article } from '../../../../src/shared/domain/article';
import type { EditorSession } from '../../../../src/shared/domain/editor';
import type { FontoDocument } from '../../../../src/shared/domain/fonto-contract';
import { callers, type Caller } from '../server/api-client';
import { startTestServer } from '../server/test-database';

/**
 * The editor's save checked against the article schema on the reference server (issue 34): what a paste from a web
 * page could have written (a script element, an onclick attribute, a javascript: renvoi) is refused with a French
 * 400 naming it, and so is an expert element added outside the expert mode (redaction: MANAGER of BJS; admin: Tl);
 * honest saves, an expert's table, and a non-expert's edit of a document that has one, are kept.
 */

type Who = 'admin' | 'redaction';

describe('the editor’s save against the article schema', () => {
  let server: RunningServer;
  let as: Record<Who, Caller>;
  let id = '';

  /** Opens a session as `who`, reads the document, and saves what `change` makes of its text. */
  const save = async (who: Who, change: (content: string) => string) => {
    const session = await as[who]<EditorSession>('POST', '/api/fonto/session', { documentId: Number(id) });
    const context = { editSessionToken: session.body.token, documentId: id };
    const document = await as[who]<FontoDocument>('GET', `/api/fonto/document?documentId=${id}&context=${encodeURIComponent(JSON.stringify(context))}`);
    const answer = await as[who]<{ message: string; revisionId: string }>('PUT', '/api/fonto/document', { context, documentId: id, content: change(document.body.content), revisionId: document.body.revisionId });
    await as[who]('PUT', '/api/fonto/document/lock', { context, documentId: id, lock: { isLockAcquired: false } });
    return answer;
  };
  const inBody = (markup: string) => (content: string) => content.replace('</corps>', `  ${markup}\n  </corps>`);
  const refused = async (who: Who, markup: string, reason: string) => {
    const answer = await save(who, inBody(markup));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.message).toMatch(/^Enregistrement refusé \(ligne \d+\) : /);
    expect(answer.body.message).toContain(reason);
  };
  const kept = async (who: Who, change: (content: string) => string) => {
    const answer = await save(who, change);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({ workflow: { paused: true } });
    as = await callers(server.url, ['admin', 'redaction'] as const);
    const created = await as.admin<Article>('POST', '/api/article', { periodicalId: 'BJS', title: 'Schéma', type: 'COMMENTARY', planNodeId: 'BJS-SOC', publicationId: null, bundleId: null, tags: [] });
    id = String(created.body.id);
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  it('refuses a script element, an onclick attribute, a javascript: renvoi and a style sheet, whoever saves', async () => {
    await refused('admin', '<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>', 'l’élément <script> n’est pas dans le schéma des articles.');
    await refused('redaction', '<para onclick="alert(1)">Texte</para>', 'l’attribut onclick de <para> n’est pas dans le schéma des articles.');
    await refused('redaction', '<para><renvoi type="url" refid="javascript:alert(1)">ici</renvoi></para>', 'la cible du renvoi « javascript:alert(1) » est refusée.');
    await refused('admin', '<para><renvoi type="script" refid="https://exemple.fr">ici</renvoi></para>', 'l’attribut type de <renvoi> vaut « script » : url, document attendu.');
    await refused('admin', '<para>Texte <para>dedans</para></para>', '<para> n’est pas permis dans <para>.');
    await refused('admin', '<liste type="puces">texte nu</liste>', 'du texte dans <liste>, qui ne contient que des éléments.');
    const sheet = await save('admin', (content) => content.replace('<article', '<?xml-stylesheet href="https://exemple.fr/x.xsl"?>\n<article'));
    expect(sheet.body.message).toContain('l’instruction de traitement <?xml-stylesheet?> n’est pas acceptée.');
  });

  it('keeps honest saves: text, marks, a renvoi to a link and to a document', async () => {
    await kept('redaction', inBody('<para>Voir <i>ici</i> <renvoi type="url" refid="https://www.legifrance.gouv.fr/">le texte</renvoi> et <renvoi type="document" refid="12">l’article</renvoi>.</para>'));
  });

  it('refuses an expert element added outside the expert mode, keeps it from an expert, and lets a non-expert edit beside it', async () => {
    await refused('redaction', '<tableau><ligne><cellule>a</cellule></ligne></tableau>', '<tableau> est réservé au mode expert');
    await kept('admin', inBody('<tableau><ligne><cellule>a</cellule></ligne></tableau>'));
    // The table the expert added: the non-expert edits its cells and the text around it, but adds no second table.
    await kept('redaction', (content) => content.replace('<cellule>a</cellule>', '<cellule>b</cellule><cellule>c</cellule>').replace('</corps>', '<para>Après le tableau.</para></corps>'));
    await refused('redaction', '<tableau><ligne><cellule>d</cellule></ligne></tableau>', '<tableau> est réservé au mode expert');
    // Metadata: the expert's own part, by name and value.
    await kept('admin', (content) => content.replace('</corps>', '</corps><metadonnees><meta nom="domaine" valeur="civil"/></metadonnees>'));
    const changed = await save('redaction', (content) => content.replace('valeur="civil"', 'valeur="pénal"'));
    expect(changed.status).toBe(400);
    expect(changed.body.message).toContain('<meta> est réservé au mode expert');
  });

  it('restores under the same rules: a version with a table the current one has not, by an expert only (the extension history-restore)', async () => {
    const withTable = await save('admin', (content) => content);
    const without = await save('admin', (content) => content.replace(/<tableau>.*<\/tableau>/s, ''));
    expect([withTable.status, without.status]).toEqual([200, 200]);
    const restore = (who: Who) => as[who]<{ message: string }>('POST', '/api/fonto/document/revision/restore', { documentId: id, revisionId: withTable.body.revisionId, currentRevisionId: without.body.revisionId });
    const refusedRestore = await restore('redaction');
    expect(refusedRestore.status).toBe(400);
    expect(refusedRestore.body.message).toContain('<tableau> est réservé au mode expert');
    expect((await restore('admin')).status).toBe(200);
  });
});
