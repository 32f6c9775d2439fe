import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import type { RequestOptions, RestClient } from '../../../src/core/http/rest-client';
import { createPushOnlineHandlers } from '../../../src/core/admin/push-online';
import type { ListedPush } from '@shared/domain/online-push';
import { BridgeError, type BridgeResult } from '@shared/errors';
import { adminEntryPath } from '../../../src/renderer/app/paths';
import { ArticleActionsMenu } from '../../../src/renderer/features/articles/actions/ArticleActionsMenu';
import { ArticleBulkActions } from '../../../src/renderer/features/articles/actions/ArticleBulkActions';
import { useArticleActions } from '../../../src/renderer/features/articles/actions/useArticleActions';
import { PublicationBulkActions } from '../../../src/renderer/features/publications/list/PublicationBulkActions';
import { ROLES, articleRow, renderWith } from './article-fixture';
import { fail, ok, renderApp, signedIn } from './harness';
import { row } from './publications-fixture';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/admin/push-online/PushOnlinePage';

/**
 * The screens when the back-office answers only what spec 2 §7 and §8 say (issue 32): a bulk workflow's 202
 * without the reference server's rows, a delete's 409 refusal, the push-online list without the reference
 * server's fields (its push now through core's handler).
 */

describe('a bulk workflow answered 202 without saying which succeeded', () => {
  it('the publication list reports a partial success and names no publication', async () => {
    const selected = [row(11), row(12)];
    const { raw } = renderWith(<PublicationBulkActions selected={selected} allPagesSelected={false} onDone={() => {}} />, ROLES.admin, {
      'publications.workflowMany': () => ok({ kind: 'partial' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Générer le placard' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Générer le placard' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Générer le placard' }));
    const report = await screen.findByRole('dialog', { name: 'Générer le placard : résultat' });
    expect(within(report).getByText('L’action n’a réussi que pour une partie des publications sélectionnées ; le serveur ne précise pas lesquelles.')).toBeTruthy();
    expect(within(report).queryByRole('list')).toBeNull();
    expect(within(report).queryByText('BJS_2025_11')).toBeNull();
    expect(raw.calls.find((c) => c.name === 'publications.workflowMany')?.args).toEqual(['GENERATE_PUBLICATION_PLACARD', [11, 12]]);
  });

  it('the publication list still reports row by row when the answer names them', async () => {
    renderWith(<PublicationBulkActions selected={[row(11), row(12)]} allPagesSelected={false} onDone={() => {}} />, ROLES.admin, {
      'publications.workflowMany': () => ok({ kind: 'rows', succeeded: [11], failed: [{ id: 12, status: 400, message: 'WORKFLOW_NOT_AVAILABLE', reason: 'Déjà demandé.' }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Générer le placard' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Générer le placard' })).getByRole('button', { name: 'Générer le placard' }));
    const report = await screen.findByRole('dialog', { name: 'Générer le placard : résultat' });
    expect(within(report).getByText('1 sur 2 faites.')).toBeTruthy();
    const lines = within(within(report).getByRole('list', { name: 'Résultat par publication' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['BJS_2025_11Fait', expect.stringMatching(/^BJS_2025_12Refusé.*Déjà demandé\.$/) as string]);
  });

  it('an article bulk action says it succeeded for part of the selection only', async () => {
    function Probe() {
      const actions = useArticleActions();
      return <Button onClick={() => void actions.workflowMany('BAP_ARTICLE', [1, 2])}>BAP du lot</Button>;
    }
    renderWith(<Probe />, ROLES.admin, { 'articles.workflowMany': () => ok({ kind: 'partial' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'BAP du lot' }));
    expect((await screen.findAllByText('L’action n’a réussi que pour une partie des éléments sélectionnés ; le serveur ne précise pas lesquels.')).length).toBeGreaterThan(0);
  });
});

describe('a delete refused with 409 (spec 2 §8 "a message and names of conflicting items")', () => {
  it('a bulk delete shows the server’s message then the names', async () => {
    renderWith(<ArticleBulkActions selected={[articleRow({ id: 12 }), articleRow({ id: 13 })]} allPagesSelected={false} />, ROLES.admin, {
      'articles.deleteMany': () => fail({ code: 'HTTP', status: 409, message: 'Suppression impossible : 2 élément(s) ne peuvent pas être supprimés.', reason: '12 — Le bail\n13 — La vente' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect((await screen.findAllByText('Suppression impossible : 2 élément(s) ne peuvent pas être supprimés. 12 — Le bail 13 — La vente')).length).toBeGreaterThan(0);
  });

  it('a delete of one item whose message names it already says the name once; the message alone without names', async () => {
    let answer: BridgeResult<unknown> = fail({ code: 'HTTP', status: 409, message: 'Suppression impossible : 42 — Le bail : Cet article a déjà été mis en ligne.', reason: '42 — Le bail : Cet article a déjà été mis en ligne.' });
    renderWith(<ArticleActionsMenu article={articleRow()} placement="row" />, ROLES.admin, { 'articles.delete': () => answer });
    const remove = async () => {
      fireEvent.click(await screen.findByRole('button', { name: /^Actions d/ }));
      fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Supprimer' }));
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    };
    await remove();
    expect((await screen.findAllByText('Suppression impossible : 42 — Le bail : Cet article a déjà été mis en ligne.')).length).toBeGreaterThan(0);
    answer = fail({ code: 'HTTP', status: 409, message: 'Suppression impossible.' });
    await remove();
    expect((await screen.findAllByText('Suppression impossible.')).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('undefined');
  });
});

describe('the push-online page on the list alone (spec 2 §3 "id, name, title, executionDate, plus articles")', () => {
  const executionDate = new Date(Date.now() + 3_600_000).toISOString();
  const LIST: ListedPush[] = [
    { id: 31, name: 'GDP_2025_2', title: 'Gazette du Palais', executionDate },
    { id: 32, name: null, title: 'Veille de septembre', executionDate, articles: [{ id: 7 }] },
  ];

  /** Core's push-online handlers over a REST client answering as the publisher's back-office: the list, and the writes. */
  function throughCore(list: ListedPush[]) {
    const sent: string[] = [];
    const rest = {
      request: (method: string, path: string, options?: RequestOptions) => {
        sent.push(`${method} ${path}${options?.body === undefined ? '' : ` ${JSON.stringify(options.body)}`}`);
        if (method === 'GET' && path === '/api/admin/publish-online') return Promise.resolve(list);
        // The publication GDP_2025_2 identifies, whose id is not the push's.
        if (method === 'POST' && path === '/api/publication/search') return Promise.resolve({ result: [{ id: 10, periodicalId: 'GDP', year: 2025, number: '2' }], resultCount: 1 });
        if (method === 'PUT') return Promise.resolve(undefined);
        return Promise.reject(new BridgeError('HTTP', 'Introuvable.', 404));
      },
    } as unknown as RestClient;
    const handlers = createPushOnlineHandlers({ rest, startDownloads: () => Promise.resolve({ batchId: 'b' }) });
    const answer = async (call: () => unknown) => {
      try {
        return ok(await call());
      } catch (error) {
        return fail((error as BridgeError).toData());
      }
    };
    return {
      sent,
      answers: {
        'periodicals.list': () => ok([]),
        'pushOnline.list': () => answer(() => handlers['pushOnline.list']()),
        'pushOnline.pushNow': (args: unknown[]) => answer(() => handlers['pushOnline.pushNow'](Number(args[0]))),
      },
    };
  }

  const pushNow = async (name: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `Mettre en ligne maintenant : ${name}` }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Mettre en ligne maintenant ?' })).getByRole('button', { name: 'Mettre en ligne' }));
  };

  it('shows each row without a scheduling user, and pushes a named one now by publishing the publication its name identifies', async () => {
    const core = throughCore(LIST);
    renderApp(adminEntryPath('pushOnline'), signedIn(['ADMIN']), core.answers);
    const table = await screen.findByRole('table', { name: 'Mises en ligne programmées' });
    await within(table).findByText('Gazette du Palais');
    expect(table.textContent).not.toContain('undefined');
    expect(within(table).getAllByText(/^Prévue le .+\d$/)).toHaveLength(2);
    await pushNow('GDP_2025_2');
    expect((await screen.findAllByText('Mise en ligne « GDP_2025_2 » effectuée.')).length).toBeGreaterThan(0);
    expect(core.sent).toContain('PUT /api/admin/publication/10/publish');
    expect(core.sent.some((s) => s.includes('undefined'))).toBe(false);
  });

  it('pushes a row without a name now with the articles the list gives', async () => {
    const core = throughCore(LIST);
    renderApp(adminEntryPath('pushOnline'), signedIn(['ADMIN']), core.answers);
    await pushNow('32');
    expect((await screen.findAllByText('Mise en ligne « 32 » effectuée.')).length).toBeGreaterThan(0);
    expect(core.sent).toContain('PUT /api/admin/publish-online/32 {"articleIds":[7]}');
  });

  it('refuses in French a push the list no longer gives, sending nothing', async () => {
    const list = [...LIST];
    const core = throughCore(list);
    renderApp(adminEntryPath('pushOnline'), signedIn(['ADMIN']), core.answers);
    await screen.findByRole('button', { name: 'Mettre en ligne maintenant : 32' });
    // Run meanwhile by its job: the list read for the action no longer has it.
    list.splice(1, 1);
    await pushNow('32');
    expect((await screen.findAllByText('La mise en ligne 32 n’est plus programmée (déjà exécutée ou annulée) ; rien n’a été envoyé.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(core.sent.filter((s) => s.startsWith('PUT'))).toEqual([]));
  });
});
