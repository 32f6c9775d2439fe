import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminEntryPath } from '../../../src/renderer/app/paths';
import { ok, renderApp, signedIn } from './harness';
// The screens these tests show, loaded with the file: the router loads them on demand, on a test's clock otherwise.
import '../../../src/renderer/features/shell/ShellLayout';
import '../../../src/renderer/features/admin/exports/ExportPage';

/** The export page (spec 2 §2.9, §5): its four French messages, its request, what a manager is offered. */

const PERIODICALS = [
  { id: 'BJS', label: 'Bulletin Joly Sociétés' },
  { id: 'DEF', label: 'Defrénois' },
  { id: 'GDP', label: 'Gazette du Palais' },
];
const answers = { 'periodicals.list': () => ok(PERIODICALS), 'jouve.report': () => ok({ generatedAt: '2025-06-01T10:00:00Z', totals: {}, processes: [] }), 'adminExports.download': () => ok({ batchId: 'b1' }) };

const type = (form: HTMLElement, name: RegExp, value: string) => fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });

describe('export page', () => {
  it('shows the spec’s messages on their fields, then queues the export with yyyy-MM-dd days', async () => {
    const { raw } = renderApp(adminEntryPath('export'), signedIn(['ADMIN']), answers);
    const form = await screen.findByRole('form', { name: 'Export des données' });
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(4));

    fireEvent.click(within(form).getByRole('button', { name: 'Exporter les auteurs' }));
    for (const message of ['La revue est obligatoire', 'La date de début est obligatoire', 'La date de fin est obligatoire']) expect(await within(form).findByText(message)).toBeTruthy();

    fireEvent.change(within(form).getByRole('combobox', { name: /^Revue/ }), { target: { value: 'BJS' } });
    type(form, /^Date de début/, '01012024');
    type(form, /^Date de fin/, '02032024');
    expect((within(form).getByRole('textbox', { name: /^Date de fin/ }) as HTMLInputElement).value).toBe('02/03/2024');
    fireEvent.click(within(form).getByRole('button', { name: 'Exporter les auteurs' }));
    expect(await within(form).findByText('La différence entre les dates doit être de 60 jours maximums')).toBeTruthy();
    expect(raw.calls.some((c) => c.name === 'adminExports.download')).toBe(false);

    type(form, /^Date de fin/, '01032024');
    await waitFor(() => expect(within(form).queryByText('La différence entre les dates doit être de 60 jours maximums')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Exporter les éléments publiés' }));
    await waitFor(() =>
      expect(raw.calls.find((c) => c.name === 'adminExports.download')?.args).toEqual(['publication', { periodicalId: 'BJS', startDate: '2024-01-01', endDate: '2024-03-01' }]),
    );
    expect(await screen.findByText('Export lancé : « Exporter les éléments publiés » arrive dans les téléchargements.')).toBeTruthy();
  });

  it('offers a manager their periodicals only, and not the published elements (admin only)', async () => {
    renderApp(adminEntryPath('export'), signedIn(['MANAGER_BJS', 'MANAGER_DEF', 'EDITOR_GDP'], 'Romain Rédacteur', 'redaction'), answers);
    const form = await screen.findByRole('form', { name: 'Export des données' });
    await waitFor(() => expect(within(form).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choisir une revue', '[BJS] - Bulletin Joly Sociétés', '[DEF] - Defrénois']));
    expect(within(form).getByRole('button', { name: 'Exporter les auteurs' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Exporter les références' })).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Exporter les éléments publiés' })).toBeNull();
  });
});
