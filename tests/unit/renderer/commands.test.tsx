import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PUBLICATION_FORM_MESSAGES as M } from '@shared/rules/publication-input';
import { CommandRegistry } from '../../../src/renderer/app/commands/command-registry';
import { shortcutCommand } from '../../../src/renderer/app/commands/useAppCommands';
import { CONFIG, dialogClosed, ok, renderApp, settlePromises, type Answer } from './harness';
import { ADMIN, publication, publicationAnswers, row } from './publications-fixture';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/publications/list/PublicationListPage';
import '../../../src/renderer/features/settings/SettingsPage';

type Raw = { calls: { name: string; args: unknown[] }[] };
const callsOf = (raw: Raw, name: string) => raw.calls.filter((c) => c.name === name).map((c) => c.args);

describe('the command registry', () => {
  it('runs the last registered handler only; taken off, the one beneath answers again', () => {
    const registry = new CommandRegistry();
    const page = vi.fn();
    const dialog = vi.fn();
    const offPage = registry.register('save', { run: page, enabled: () => true });
    const offDialog = registry.register('save', { run: dialog, enabled: () => true });
    expect(registry.run('save')).toBe(true);
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(page).not.toHaveBeenCalled();
    offDialog();
    registry.run('save');
    expect(page).toHaveBeenCalledTimes(1);
    offPage();
    expect(registry.run('save')).toBe(false);
  });

  it('does nothing while the top handler is disabled, and never falls through to the one beneath', () => {
    const registry = new CommandRegistry();
    const page = vi.fn();
    const dialog = vi.fn();
    let saving = true;
    registry.register('save', { run: page, enabled: () => true });
    registry.register('save', { run: dialog, enabled: () => !saving });
    expect(registry.run('save')).toBe(false);
    expect(page).not.toHaveBeenCalled();
    saving = false;
    expect(registry.run('save')).toBe(true);
    expect(dialog).toHaveBeenCalledTimes(1);
  });

  it('knows Ctrl (or Cmd) with K, S and the comma, and nothing else', () => {
    const key = (init: KeyboardEventInit) => shortcutCommand(new KeyboardEvent('keydown', init));
    expect(key({ key: 'k', ctrlKey: true })).toBe('quickSearch');
    expect(key({ key: 'S', metaKey: true })).toBe('save');
    expect(key({ key: ',', ctrlKey: true })).toBe('settings');
    expect(key({ key: 's' })).toBeNull();
    expect(key({ key: 's', ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key({ key: 's', ctrlKey: true, altKey: true })).toBeNull();
    expect(key({ key: 'p', ctrlKey: true })).toBeNull();
  });
});

const ROWS = [row(11)];

async function openCreate(answers: Record<string, (args: unknown[]) => Answer> = {}) {
  const created = publication(30, { periodicalId: 'GPL', name: 'GPL_2026_11-12', year: 2026, number: '11-12' });
  const rendered = renderApp('/publications', ADMIN, { ...publicationAnswers(ROWS), 'publications.create': () => ok(created), ...answers });
  await screen.findByText('BJS_2025_11');
  fireEvent.click(screen.getByRole('button', { name: 'Nouvelle publication' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle publication' });
  await within(dialog).findByRole('option', { name: '[GPL] - Gazette du Palais — Édition professionnelle' });
  return { ...rendered, dialog };
}

function fillValid(dialog: HTMLElement) {
  const set = (label: string, value: string) => {
    const input = within(dialog).getByLabelText(label, { exact: false, selector: 'input, select, textarea' });
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };
  set('Revue', 'GPL');
  set('Année', '2026');
  set('Numéro', '11-12');
  set('Date de début', '01022026');
}

/** Ctrl+S as the browser delivers it; answers whether the page kept the browser from acting on it. */
function pressCtrlS(): boolean {
  const event = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true });
  act(() => {
    window.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

describe('Ctrl+S and the menu in a form dialog', () => {
  it('web host: Ctrl+S on a filled dialog saves once, as its button, and the browser does not save the page', async () => {
    const { dialog, raw } = await openCreate();
    fillValid(dialog);
    expect(pressCtrlS()).toBe(true);
    // A save runs on promises alone (the form's checks, then the bridge): under way, it has called by then.
    await settlePromises();
    expect(callsOf(raw, 'publications.create')).toHaveLength(1);
    await dialogClosed();
    // Closed: nothing answers Ctrl+S on the list any more.
    pressCtrlS();
    await settlePromises();
    expect(callsOf(raw, 'publications.create')).toHaveLength(1);
  });

  it('web host: Ctrl+S on an empty dialog checks it as the button does, and sends nothing', async () => {
    const { dialog, raw } = await openCreate();
    pressCtrlS();
    expect(await within(dialog).findByText(M.yearRequired)).toBeTruthy();
    expect(callsOf(raw, 'publications.create')).toHaveLength(0);
  });

  it('desktop: the keys are the menu’s; Fichier > Enregistrer (app.menuCommand) saves once', async () => {
    const { dialog, raw } = await openCreate({ 'app.getConfig': () => ok({ ...CONFIG, host: 'electron' }) });
    fillValid(dialog);
    // The accelerator took the key before the page: the page's own listener is off, or it would save twice.
    expect(pressCtrlS()).toBe(false);
    await settlePromises();
    expect(callsOf(raw, 'publications.create')).toHaveLength(0);
    act(() => raw.emit('app.menuCommand', { command: 'save' }));
    await waitFor(() => expect(callsOf(raw, 'publications.create')).toHaveLength(1));
  });
});

describe('the other commands', () => {
  it('Fichier > Paramètres… (Ctrl+,) opens the settings; Recherche rapide… focuses the box', async () => {
    const { raw, router } = renderApp('/publications', ADMIN, publicationAnswers(ROWS));
    const box = await screen.findByRole('combobox', { name: 'Recherche rapide' });
    act(() => raw.emit('app.menuCommand', { command: 'quickSearch' }));
    expect(document.activeElement).toBe(box);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ',', ctrlKey: true }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/parametres'));
  });
});
