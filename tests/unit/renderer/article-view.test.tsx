import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Article } from '@shared/domain/article';
import { PREVIEW_EXTRA_HEIGHT, PREVIEW_FALLBACK_HEIGHT, previewHeight } from '../../../src/renderer/features/articles/view/PreviewFrame';
import { fail, ok, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/articles/view/ArticleViewPage';

export const ARTICLE = {
  id: 12, title: 'Les honoraires de <i>résultat</i>', type: 'COMMENTARY', nature: 'SIMPLE', isBundle: false, bundleId: 40,
  periodicalId: 'GDP', publicationId: 3, publication: 'GDP_2025_3_un_nom_de_publication_tres_long_qui_depasse', planNodeId: 'GDP-PRO',
  planNode: { id: 'GDP-PRO', name: 'Vie professionnelle' },
  authors: [{ id: 1, first_name: 'Marie', last_name: 'Curie', particle: null }, { id: 2, first_name: 'Jean', last_name: 'Fontaine', particle: 'de La' }],
  status: 'READY', isValid: true, isFrontCover: false, isImportant: false, attached: 'CDF', creationDate: '2025-01-10T09:00:00Z',
  creationUser: 'redaction', modificationDate: '2025-05-30T09:15:00Z', modificationUser: null, publicationOnlineDate: null,
  nextPublicationOnlineDate: '2025-06-02T08:00:00Z', nextPublicationOnlineUsername: 'production', lastRequestPlacardProcessStatus: null,
  lastAvailablePlacardProcessStatus: null, numberOfPages: 2, charVolume: 13733, charDaVolume: 0, plan: [], tags: [], bundlePlanVersionId: null, version: 3,
} satisfies Article;

const PREVIEW = '<!DOCTYPE html><html><body><h1>Les honoraires de résultat</h1></body></html>';
const answers = {
  'articles.get': () => ok(ARTICLE),
  'articles.preview': () => ok(PREVIEW),
  'periodicals.list': () => ok([{ id: 'GDP', label: 'Gazette du Palais' }]),
};

describe('preview height (spec 2 §2.5)', () => {
  it('is the content height plus 40 px, 500 px when the height cannot be read', () => {
    expect(PREVIEW_EXTRA_HEIGHT).toBe(40);
    expect(PREVIEW_FALLBACK_HEIGHT).toBe(500);
    expect(previewHeight(812)).toBe(852);
    expect(previewHeight(0)).toBe(500);
    expect(previewHeight(null)).toBe(500);
  });
});

describe('article view (spec 2 §2.5)', () => {
  it('shows the breadcrumb, the sandboxed preview sized to its content, and the side panel', async () => {
    renderApp('/articles/12', signedIn(['ADMIN']), answers);
    expect(await screen.findByRole('heading', { level: 1, name: '12 — Les honoraires de résultat' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: /Fil d/ });
    expect(within(trail).getByRole('link', { name: 'GDP_2025_3_un_nom_de_publication_tres_long_qui_depasse' }).getAttribute('href')).toBe('/publications/3/organiser');

    const frame = (await screen.findByTitle('Aperçu de 12 — Les honoraires de résultat')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toBe(PREVIEW);
    expect(frame.style.height).toBe('500px');
    const doc = frame.contentDocument;
    if (!doc) throw new Error('no frame document');
    Object.defineProperty(doc.documentElement, 'scrollHeight', { configurable: true, value: 812 });
    fireEvent.load(frame);
    await waitFor(() => expect(frame.style.height).toBe('852px'));

    const panel = screen.getByRole('complementary', { name: 'Statut, actions et informations' });
    expect(within(panel).getByText('Prêt (BAP)')).toBeTruthy();
    const info = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
    await waitFor(() => expect(info('Revue')).toBe('GDP — Gazette du Palais'));
    expect(within(panel).getByRole('link', { name: 'GDP_2025_3_un_nom_de_publication_tres_lo [...]' }).getAttribute('href')).toBe('/publications/3/organiser');
    expect(within(panel).getByRole('link', { name: 'Lot 40' }).getAttribute('href')).toBe('/lots/40');
    expect(info('Rubrique')).toBe('Vie professionnelle');
    expect(info('Type')).toBe('Commentaire');
    expect(info('Nature')).toBe('Simple');
    expect(info('Auteurs')).toBe('Marie Curie, Jean de La Fontaine');
    expect(info('Créé')).toBe('10/01/2025 à 10:00 par redaction');
    expect(info('Mise en ligne')).toBe('Programmée le 02/06/2025 à 10:00 par production');
    expect(info('Volume')).toBe('13\u202f733 caractères');
    expect(info('Rattachement')).toBe('Chemin de fer d’une publication');
  });

  it('mode=fullscreen shows the preview alone', async () => {
    const { router } = renderApp('/articles/12?mode=fullscreen', signedIn(['ADMIN']), answers);
    expect(await screen.findByTitle('Aperçu de 12 — Les honoraires de résultat')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Statut, actions et informations' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: /Les honoraires/ })).toBeNull();
    screen.getByRole('button', { name: 'Quitter le plein écran' }).click();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('complementary', { name: 'Statut, actions et informations' })).toBeTruthy();
  });

  it('says when the article does not exist', async () => {
    renderApp('/articles/99', signedIn(['ADMIN']), { ...answers, 'articles.get': () => fail({ code: 'HTTP', status: 404, message: 'Article introuvable : 99.' }) });
    expect(await screen.findByText('Article introuvable : 99.')).toBeTruthy();
  });

  it('says when the article is refused', async () => {
    renderApp('/articles/12', signedIn(['VIEWER']), { ...answers, 'articles.get': () => fail({ code: 'HTTP', status: 403, message: 'Accès refusé.' }) });
    expect(await screen.findByText(/Vous n’avez pas accès à l’article 12/)).toBeTruthy();
  });

  it('sends a bundle to its own page', async () => {
    const { router } = renderApp('/articles/12', signedIn(['ADMIN']), { ...answers, 'articles.get': () => ok({ ...ARTICLE, isBundle: true, bundleId: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/lots/12'));
  });
});
