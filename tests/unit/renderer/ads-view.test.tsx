import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { proposalPath } from '@shared/rules/quick-search';
import { notificationsAtom } from '../../../src/renderer/features/notifications/notifications-atoms';
import { fail, ok, renderApp, type Answer } from './harness';
import { ADMIN, LECTEUR, adAnswers, calls } from './ads-fixture';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/ads/view/AdViewPage';

afterEach(cleanup);

const LOCKED = 'Code des sociétés 2025 — pleine page';

function renderView(path: string, state = ADMIN, answers: Record<string, (args: unknown[]) => Answer> = {}) {
  return renderApp(path, state, { ...adAnswers(), ...answers });
}
const toasts = (store: ReturnType<typeof renderApp>['store']) => store.get(notificationsAtom).map((n) => n.message);

describe('the ad view, /publicites/{id}', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(() => Promise.resolve()) }, configurable: true });
  });

  it('is where a quick-search proposal of type AD leads', async () => {
    const path = proposalPath({ type: 'AD', id: 108, label: LOCKED }, ['VIEWER'], 'ad');
    expect(path).toBe('/publicites/108');
    renderView(path, LECTEUR);
    expect(await screen.findByRole('heading', { level: 1, name: LOCKED })).toBeTruthy();
  });

  it('shows the breadcrumb, the details, the file with its size and the publications where the ad appears', async () => {
    renderView('/publicites/108');
    await screen.findByRole('heading', { level: 1, name: LOCKED });
    const breadcrumb = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole('link', { name: 'Publicités' }).getAttribute('href')).toBe('/publicites');
    expect(within(breadcrumb).getByText(`108 ${LOCKED}`)).toBeTruthy();

    const details = screen.getByRole('region', { name: 'Informations sur la publicité' });
    expect(within(details).getByText('Prioritaire')).toBeTruthy();
    expect(within(details).getByText('20/12/2024')).toBeTruthy();
    expect(await within(details).findByText('[GDP] - Gazette du Palais')).toBeTruthy();
    const file = screen.getByRole('region', { name: 'Informations sur le fichier' });
    expect(within(file).getByText('Pleine page (210 × 297 mm)')).toBeTruthy();
    expect(within(file).getByText('1,3 Mo')).toBeTruthy();
    const uses = screen.getByRole('region', { name: 'Utilisations' });
    expect(within(uses).getByText('GDP_2024_48 — Numéro de fin d’année')).toBeTruthy();
    expect(within(uses).getByText('Publiée')).toBeTruthy();
  });

  it('copies the ad name, then "Copié"', async () => {
    const { store } = renderView('/publicites/108');
    await screen.findByRole('heading', { level: 1, name: LOCKED });
    fireEvent.click(screen.getByRole('button', { name: `Copier le nom « ${LOCKED} »` }));
    await waitFor(() => expect(toasts(store)).toContain('Copié'));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(LOCKED);
  });

  it('keeps "Désactiver" and "Supprimer" of a locked ad inactive; a lecteur has no change at all', async () => {
    renderView('/publicites/108');
    await screen.findByRole('heading', { level: 1, name: LOCKED });
    expect(screen.getByRole('button', { name: 'Désactiver' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Supprimer' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeTruthy();
    cleanup();

    renderView('/publicites/110', LECTEUR);
    await screen.findByRole('heading', { level: 1, name: 'Publicité 110' });
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it('says when the file matches no size and the periodicals that do not take it', async () => {
    renderView('/publicites/114');
    await screen.findByRole('heading', { level: 1, name: 'Encart ancien format' });
    expect(screen.getByText('Les revues ne sont pas compatibles : GDP')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Informations sur le fichier' })).getByText('Taille non reconnue')).toBeTruthy();
    expect(screen.getByText('Cette publicité ne paraît dans aucune publication.')).toBeTruthy();
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const { raw, router } = renderView('/publicites/110', ADMIN, { 'ads.delete': (args) => ok({ deleted: args[0] }) });
    await screen.findByRole('heading', { level: 1, name: 'Publicité 110' });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer la publicité ?' });
    expect(dialog.textContent).toContain('La publicité « Publicité 110 » sera supprimée définitivement.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(calls(raw, 'ads.delete')).toEqual([[[110]]]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/publicites'));
  });

  it('says so when the ad does not exist', async () => {
    renderView('/publicites/999', ADMIN, { 'ads.get': () => fail({ code: 'HTTP', status: 404, message: 'Publicité introuvable : 999.' }) });
    expect(await screen.findByText('Cette publicité est introuvable.')).toBeTruthy();
  });
});
