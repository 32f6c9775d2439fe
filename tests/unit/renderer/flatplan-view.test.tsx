import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, renderApp, signedIn } from './harness';
import { ad, SIZES } from './ads-fixture';
import { articleRow } from './article-fixture';
import { publication } from './publications-fixture';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/publications/organise/PublicationOrganizePage';

const PUBLICATION = publication(3, {
  name: 'GDP_2025_3', periodicalId: 'GDP', periodicalLabel: 'Gazette du Palais', status: 'IN_PROGRESS', title: 'Gazette du Palais — 21 janvier 2025',
  plan: [
    { id: 'encarts', name: 'Encarts', type: 'CONTAINER', planNodeId: null, sub: [{ id: '7', name: 'Salon du droit', type: 'ADVERTISEMENT', sub: [] }] },
    {
      id: 'GDP-PRO', name: 'Vie professionnelle', type: 'CONTAINER', planNodeId: 'GDP-PRO',
      sub: [
        { id: '12', name: 'Les honoraires de résultat', type: 'ARTICLE', planNodeId: 'GDP-PRO', sub: [] },
        { id: '13', name: 'Le secret professionnel', type: 'ARTICLE', planNodeId: 'GDP-PRO', sub: [] },
      ],
    },
  ],
});

/** An item's name as a pattern: jsdom joins the words read but not shown without the browser's spaces. */
const named = (text: string, whole = true) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s*([«»,])\s*/g, '\\s*$1\\s*')}${whole ? '$' : ''}`);

const saved = new Map<string, unknown>();
const answers = {
  'publications.get': () => ok(PUBLICATION),
  'publications.characterVolume': () => ok(0),
  'publications.periodicalPlan': () => ok([]),
  'articles.search': () => ok({ result: [articleRow({ id: 12, title: 'Les honoraires de résultat', numberOfPages: 3, status: 'READY' }), articleRow({ id: 13, title: 'Le secret professionnel', numberOfPages: null })], resultCount: 2 }),
  'ads.get': () => ok(ad(7, { name: 'Salon du droit', format: 'BANNER', formatLabel: 'Bandeau (210 × 60 mm)' })),
  'ads.sizes': () => ok(SIZES),
  'drafts.load': (args: unknown[]) => ok(saved.has(String(args[0])) ? { savedAt: '2025-06-01T00:00:00Z', data: saved.get(String(args[0])) } : null),
  'drafts.save': (args: unknown[]) => (saved.set(String(args[0]), args[1]), ok(undefined)),
  'periodicals.list': () => ok([]),
};

describe('« Planches » (issue 36)', () => {
  it('draws the issue as spreads from the deep link: the cover alone, articles on their pages, the ad at its fraction, the checks', async () => {
    renderApp('/publications/3/organiser?vue=planches', signedIn(['ADMIN']), answers);
    const spreads = await screen.findByRole('region', { name: 'Planches' });
    expect(await within(spreads).findByRole('region', { name: 'Couverture (page 1)' })).toBeTruthy();
    const first = within(spreads).getByRole('region', { name: 'Pages 2 et 3' });
    expect(within(first).getByRole('button', { name: named('Publicité « Salon du droit », p. 2, Bandeau (210 × 60 mm)') }).style.flexGrow).toBe('0.2');
    expect(within(first).getByText('Encarts')).toBeTruthy();
    expect(within(first).getByRole('button', { name: named('Article « Les honoraires de résultat », p. 3–5, Prêt (BAP), Commentaire') })).toBeTruthy();
    const check = '« Le secret professionnel » n’a pas de nombre de pages : compté pour une page (page 6).';
    expect(within(within(spreads).getByRole('region', { name: 'Page 6' })).getByText(check)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Contrôles des planches' });
    expect(within(summary).getByRole('status').textContent).toContain('6 pages prévues');
    expect(within(summary).getByRole('listitem').textContent).toBe(check);
    // Capped in height, the list scrolls when the checks are many: it takes the focus, so the keyboard scrolls it.
    expect(within(summary).getByRole('list', { name: 'Contrôles en défaut' }).tabIndex).toBe(0);
    expect(within(summary).getByText(/^Glissez un article/)).toBeTruthy();
  });

  it('a plan that cannot change says nothing of moves', async () => {
    renderApp('/publications/3/organiser?vue=planches', signedIn(['ADMIN']), { ...answers, 'publications.get': () => ok({ ...PUBLICATION, status: 'PUBLISHED' }) });
    const summary = await screen.findByRole('region', { name: 'Contrôles des planches' });
    expect(within(summary).getByRole('status').textContent).toContain('6 pages prévues');
    expect(within(summary).queryByText(/^Glissez un article/)).toBeNull();
  });

  it('the keyboard moves an article on the pages and the plan tree follows, unsaved', async () => {
    renderApp('/publications/3/organiser?vue=planches', signedIn(['ADMIN']), answers);
    const item = await screen.findByRole('button', { name: named('Article « Le secret professionnel », p. 6', false) });
    fireEvent.keyDown(item, { key: 'ArrowLeft', altKey: true });
    await waitFor(() => expect(screen.getAllByRole('button', { name: named('Article « Le secret professionnel », p. 3', false) })).toHaveLength(1));
    const tree = screen.getByRole('tree', { name: 'Chemin de fer' });
    const names = within(tree).getAllByRole('treeitem').map((row) => row.textContent ?? '');
    expect(names.findIndex((n) => n.includes('Le secret professionnel'))).toBeLessThan(names.findIndex((n) => n.includes('Les honoraires de résultat')));
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();
  });

  it('counts against the usual size the editor sets, kept in the profile', async () => {
    const { raw } = renderApp('/publications/3/organiser?vue=planches', signedIn(['ADMIN']), answers);
    const size = await screen.findByRole('spinbutton', { name: 'Taille habituelle (pages)' });
    fireEvent.change(size, { target: { value: '5' } });
    fireEvent.blur(size);
    const summary = screen.getByRole('region', { name: 'Contrôles des planches' });
    await waitFor(() => expect(within(summary).getByRole('status').textContent).toContain('1 page de trop'));
    expect(within(summary).getByText('Page 6 au-delà du total habituel de 5 pages.')).toBeTruthy();
    expect(raw.calls.filter((c) => c.name === 'drafts.save').map((c) => c.args)).toEqual([
      ['flatplan/usual-size/publication-3', 5],
      ['flatplan/usual-size/periodical-GDP', 5],
    ]);
  });
});
