import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArticleRow } from '@shared/domain/article';
import { ArticleActionsMenu } from '../../../src/renderer/features/articles/actions/ArticleActionsMenu';
import { ArticleBulkActions } from '../../../src/renderer/features/articles/actions/ArticleBulkActions';
import { PushOnlineDialog } from '../../../src/renderer/features/articles/actions/PushOnlineDialog';
import { ROLES, articleRow, renderWith, type Account } from './article-fixture';
import { fail, ok } from './harness';

/** Spec 2 §4 Article, §2.4: the actions offered by state and role, and the bulk actions disabled with their reasons. */

async function openMenu(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: /^Actions d/ }));
  return screen.findByRole('menu');
}
const items = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => `${item.textContent ?? ''}${item.getAttribute('aria-disabled') === 'true' ? ' (désactivé)' : ''}`);

const BUNDLE: Partial<ArticleRow> = { isBundle: true, nature: 'COMPLEXE', type: 'FOLDER' };

describe('article actions menu', () => {
  it.each<[string, Account, Partial<ArticleRow>, string[]]>([
    ['an article in progress, administrator', 'admin', {}, ['Modifier', 'BAP', 'Générer le placard', 'Mettre en ligne (désactivé)', 'Déplacer', 'Copier', 'Mettre en couverture', 'Supprimer', 'Télécharger le XML']],
    ['a BAP article, administrator', 'admin', { status: 'READY' }, ['Modifier', 'Retirer le BAP', 'Générer le placard', 'Mettre en ligne', 'Déplacer', 'Copier', 'Mettre en couverture', 'Supprimer', 'Télécharger le XML']],
    ['a BAP article, production (ONLINE_BJS)', 'production', { status: 'READY' }, ['Modifier', 'Mettre en ligne', 'Copier', 'Télécharger le XML']],
    ['an article of a periodical the user has no role for', 'redaction', { periodicalId: 'GPL' }, []],
    ['a published article, manager', 'redaction', { status: 'PUBLISHED', publicationOnlineDate: '2025-01-01T00:00:00Z' }, ['Modifier (désactivé)', 'BAP (désactivé)', 'Générer le placard (désactivé)', 'Déplacer (désactivé)', 'Copier', 'Mettre en couverture (désactivé)', 'Supprimer (désactivé)', 'Télécharger le XML']],
    ['a fixed article with a placard, administrator', 'admin', { attached: 'CDF_FIXE', lastRequestPlacardProcessStatus: 'FINISHED', lastAvailablePlacardProcessStatus: 'FINISHED' }, ['Modifier', 'BAP', 'Générer le placard (désactivé)', 'Déverrouiller le placard', 'Mettre en ligne (désactivé)', 'Déplacer (désactivé)', 'Copier', 'Mettre en couverture', 'Supprimer (désactivé)', 'Télécharger le placard', 'Télécharger le XML']],
    ['a GDA article: no placard', 'admin', { periodicalId: 'GDA' }, ['Modifier', 'BAP', 'Mettre en ligne (désactivé)', 'Déplacer', 'Copier', 'Mettre en couverture', 'Supprimer', 'Télécharger le XML']],
    // Spec 2 §6: deleting a bundle is the administrator's, when unattached; its editing is Bl and _l (not kl).
    ['a bundle placed nowhere, administrator', 'admin', { ...BUNDLE, publicationId: null }, ['Modifier', 'BAP', 'Générer le placard', 'Mettre en ligne (désactivé)', 'Déplacer', 'Copier', 'Supprimer', 'Télécharger le XML']],
    ['a bundle in a publication, administrator', 'admin', BUNDLE, ['Modifier', 'BAP', 'Générer le placard', 'Mettre en ligne (désactivé)', 'Déplacer', 'Copier', 'Supprimer (désactivé)', 'Télécharger le XML']],
    ['a bundle placed nowhere, manager', 'redaction', { ...BUNDLE, publicationId: null }, ['Modifier', 'BAP', 'Générer le placard', 'Déplacer', 'Copier', 'Télécharger le XML']],
    ['a bundle, production', 'production', BUNDLE, ['Mettre en ligne (désactivé)', 'Copier', 'Télécharger le XML']],
  ])('%s', async (_name, account, state, expected) => {
    renderWith(<ArticleActionsMenu article={articleRow(state)} placement="row" />, ROLES[account]);
    const menu = await openMenu();
    expect(items(menu)).toEqual(expected.length ? expected : ['Aucune action possible (désactivé)']);
  });

  it('offers no move on the bundle organise page', async () => {
    renderWith(<ArticleActionsMenu article={articleRow()} placement="row" context="bundleOrganize" />, ROLES.admin);
    expect(items(await openMenu())).not.toContain('Déplacer');
  });

  it('the panel shows a refused action disabled with its reason', async () => {
    renderWith(<ArticleActionsMenu article={articleRow({ status: 'PUBLISHED', publicationOnlineDate: '2025-01-01T00:00:00Z' })} placement="panel" context="view" />, ROLES.redaction);
    const remove = await screen.findByRole('button', { name: 'Supprimer' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    fireEvent.focus(remove);
    expect(await screen.findByText('Cet article a déjà été mis en ligne.')).toBeTruthy();
  });

  it('BAP calls the workflow; a WORKFLOW_ refusal is worded with the server reason', async () => {
    const { raw } = renderWith(<ArticleActionsMenu article={articleRow()} placement="row" />, ROLES.admin, {
      'articles.workflow': () => fail({ code: 'HTTP', status: 400, message: 'WORKFLOW_NOT_AVAILABLE', reason: 'L’article n’est pas valide.' }),
    });
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'BAP' }));
    expect(await screen.findByText('Cette action n’est pas possible dans l’état actuel de l’élément. L’article n’est pas valide.')).toBeTruthy();
    expect(raw.calls.find((c) => c.name === 'articles.workflow')?.args).toEqual(['BAP_ARTICLE', 42]);
  });

  it('a workflow refusal without a WORKFLOW_ key is worded by its status (spec 2 §8), the server’s text after it', async () => {
    renderWith(<ArticleActionsMenu article={articleRow()} placement="row" />, ROLES.admin, {
      'articles.workflow': () => fail({ code: 'HTTP', status: 403, message: 'Access is denied' }),
    });
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'BAP' }));
    expect(await screen.findByText('Vous n’avez pas le droit de faire cette action. Access is denied')).toBeTruthy();
  });

  it('downloads the XML as {id}.xml through the download queue', async () => {
    const { raw } = renderWith(<ArticleActionsMenu article={articleRow({ isBundle: true, nature: 'COMPLEXE', type: 'FOLDER' })} placement="row" />, ROLES.admin, {
      'downloads.start': () => ok({ batchId: 'b1' }),
    });
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Télécharger le XML' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'downloads.start')?.args).toEqual([{ label: 'XML de l’élément 42', items: [{ path: '/api/bundle/xml/42', fileName: '42.xml', entity: 'BUNDLE' }] }]));
  });
});

describe('article bulk actions', () => {
  const disabledReason = async (name: string) => {
    const button = await screen.findByRole('button', { name });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.focus(button);
    const text = (await screen.findByRole('tooltip')).textContent;
    fireEvent.blur(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    return text;
  };

  it('nothing selected: all disabled', async () => {
    renderWith(<ArticleBulkActions selected={[]} allPagesSelected={false} />, ROLES.admin);
    expect(await disabledReason('Supprimer')).toBe('Aucun élément sélectionné.');
  });
  it('delete is disabled when one is fixed, move across periodicals', async () => {
    renderWith(<ArticleBulkActions selected={[articleRow({ id: 1, attached: 'CDF_FIXE' }), articleRow({ id: 2, periodicalId: 'GDP' })]} allPagesSelected={false} />, ROLES.admin);
    expect(await disabledReason('Supprimer')).toBe('Suppression désactivée : article 1 est rattaché de façon fixe.');
    expect(await disabledReason('Déplacer')).toBe('Déplacement désactivé : la sélection couvre plusieurs revues.');
  });
  it('delete is disabled when all pages are selected; push online needs all to qualify', async () => {
    renderWith(<ArticleBulkActions selected={[articleRow({ id: 1, status: 'READY' }), articleRow({ id: 2 })]} allPagesSelected />, ROLES.admin);
    expect(await disabledReason('Supprimer')).toBe('Suppression désactivée : toutes les pages sont sélectionnées.');
  });
  it('push online names the item that does not qualify; XML is one batch', async () => {
    const { raw } = renderWith(<ArticleBulkActions selected={[articleRow({ id: 1, status: 'READY' }), articleRow({ id: 2 })]} allPagesSelected={false} />, ROLES.admin, {
      'downloads.start': () => ok({ batchId: 'b1' }),
    });
    expect(await disabledReason('Mettre en ligne')).toMatch(/^Mise en ligne impossible \(article 2\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger le XML' }));
    await waitFor(() => expect(raw.calls.filter((c) => c.name === 'downloads.start')).toHaveLength(1));
  });

  it('offers the bulk workflow (POST /api/workflow/articles) to the roles of each action, every selected item qualifying', async () => {
    const { raw } = renderWith(<ArticleBulkActions selected={[articleRow({ id: 1 }), articleRow({ id: 2 })]} allPagesSelected={false} />, ROLES.redaction, {
      'articles.workflowMany': () => ok({ kind: 'rows', succeeded: [1, 2], failed: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'BAP' }));
    await waitFor(() => expect(raw.calls.find((c) => c.name === 'articles.workflowMany')?.args).toEqual(['BAP_ARTICLE', [1, 2]]));
    expect(await screen.findByText('BAP enregistré.')).toBeTruthy();
    expect(await disabledReason('Retirer le BAP')).toBe('Retrait du BAP impossible (article 1) : Cet article n’est pas BAP.');
    // MANAGER of BJS (_l) generates placards; not on GDP, where the account is EDITOR.
    expect(screen.getByRole('button', { name: 'Générer le placard' }).getAttribute('aria-disabled')).toBeNull();
    cleanup();
    renderWith(<ArticleBulkActions selected={[articleRow({ id: 1 }), articleRow({ id: 3, periodicalId: 'GDP' })]} allPagesSelected={false} />, ROLES.redaction);
    expect(await disabledReason('BAP')).toBe('BAP impossible (article 3) : Réservé à l’administrateur et aux rôles administrateur des articles, manager ou producteur de la revue GDP.');
  });

  it('offers no bulk workflow to a role without it, nor over all pages', async () => {
    renderWith(<ArticleBulkActions selected={[articleRow({ id: 1 })]} allPagesSelected={false} />, ['EDITOR_BJS']);
    await screen.findByRole('button', { name: 'Supprimer' });
    expect(screen.queryByRole('button', { name: 'BAP' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Générer le placard' })).toBeNull();
    cleanup();
    renderWith(<ArticleBulkActions selected={[articleRow({ id: 1 })]} allPagesSelected />, ROLES.admin);
    expect(await disabledReason('BAP')).toBe('BAP impossible : toutes les pages sont sélectionnées, choisissez les éléments un à un.');
  });
});

describe('push online dialog', () => {
  const push = async () => fireEvent.click(await screen.findByRole('button', { name: 'Mettre en ligne' }));

  it('a 400 or 403 is the server message with the periodical the answer names (spec 2 §8)', async () => {
    renderWith(<PushOnlineDialog items={[{ id: 1, periodicalId: 'BJS' }, { id: 3, periodicalId: 'GDP' }]} onClose={() => undefined} />, ROLES.admin, {
      'articles.pushOnline': () => fail({ code: 'HTTP', status: 403, message: 'Réservé au rôle en ligne de la revue GDP.', periodicalId: 'GDP' }),
    });
    await push();
    expect(await screen.findByText('Mise en ligne refusée (GDP) : Réservé au rôle en ligne de la revue GDP.')).toBeTruthy();
  });

  it('without a periodical in the answer, names the items’ own when they share one, else none', async () => {
    renderWith(<PushOnlineDialog items={[{ id: 1, periodicalId: 'BJS' }]} onClose={() => undefined} />, ROLES.admin, {
      'articles.pushOnline': () => fail({ code: 'HTTP', status: 400, message: 'Refusée.' }),
    });
    await push();
    expect(await screen.findByText('Mise en ligne refusée (BJS) : Refusée.')).toBeTruthy();
    cleanup();
    renderWith(<PushOnlineDialog items={[{ id: 1, periodicalId: 'BJS' }, { id: 3, periodicalId: 'GDP' }]} onClose={() => undefined} />, ROLES.admin, {
      'articles.pushOnline': () => fail({ code: 'HTTP', status: 400, message: 'Refusée.' }),
    });
    await push();
    expect(await screen.findByText('Refusée.')).toBeTruthy();
  });
});
