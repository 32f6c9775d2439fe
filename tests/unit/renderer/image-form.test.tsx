import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Image } from '@shared/domain/image';
import { ImageForm, type ImageFormProps } from '../../../src/renderer/components/media/ImageForm';
import type { ImageFormInput } from '../../../src/renderer/components/media/image-form';
import { authorImage } from './image-fixture';
import { renderMedia } from './media-harness';

afterEach(() => {
  vi.restoreAllMocks();
});

const illustration = (patch: Partial<Image> = {}): Image =>
  authorImage(30, { collection: 'ILLUSTRATION', authorId: null, name: 'schema-fiscal.png', version: 4, ...patch });

function renderForm(props: Partial<ImageFormProps> & Pick<ImageFormProps, 'variant' | 'image'>, roles?: string[]) {
  const onSubmit = vi.fn((_input: ImageFormInput) => Promise.resolve());
  const result = renderMedia(
    <ImageForm onSubmit={onSubmit} {...props}>
      <button type="submit">Enregistrer</button>
    </ImageForm>,
    roles,
  );
  return { ...result, onSubmit };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
const submitted = async (onSubmit: ReturnType<typeof renderForm>['onSubmit']) => {
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]?.[0];
};
/** Puts markup in a rich text editor as a paste or a drop would, then leaves it. */
function typeRich(name: RegExp, markup: string): HTMLElement {
  const editor = screen.getByRole('textbox', { name });
  act(() => editor.focus());
  editor.innerHTML = markup;
  fireEvent.input(editor);
  fireEvent.blur(editor);
  return editor;
}

describe('ImageForm: required fields (spec 1 §5)', () => {
  it('name and colour are required: each error under its field, the first one focused on save', async () => {
    const { onSubmit } = renderForm({ variant: 'illustration', image: illustration({ color: null }) });
    const name = screen.getByRole('textbox', { name: /^Nom/ });
    act(() => name.focus());
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.blur(name);
    expect(await screen.findByText('Le nom est obligatoire.')).toBeTruthy();
    save();
    expect(await screen.findByText('La couleur est obligatoire.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the id and the size read-only', () => {
    renderForm({ variant: 'illustration', image: illustration() });
    const id = screen.getByRole('textbox', { name: 'Identifiant' }) as HTMLInputElement;
    expect(id.value).toBe('30');
    expect(id.readOnly).toBe(true);
    const size = screen.getByRole('textbox', { name: 'Taille' }) as HTMLInputElement;
    expect(size.value).toBe('Grand format (800 × 1000 px)');
    expect(size.readOnly).toBe(true);
  });

  it('an illustration without a type (framing) is refused with "Le type est obligatoire."', async () => {
    const { onSubmit } = renderForm({ variant: 'illustration', image: illustration({ framing: null }) });
    save();
    expect(await screen.findByText('Le type est obligatoire.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Portrait' })));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Croquis' }));
    save();
    expect((await submitted(onSubmit))?.framing).toBe('SKETCH');
  });
});

describe('ImageForm: credits and sources (rich text)', () => {
  it('keeps italic, bold, superscript and subscript, drops the rest, and counts the characters', async () => {
    const { onSubmit } = renderForm({ variant: 'illustration', image: illustration() });
    expect(screen.getByRole('toolbar', { name: 'Mise en forme de « Crédits »' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Gras' })).toHaveLength(2);
    typeRich(/^Crédits/, '<p>© <b>AFP</b> / <i>Reuters</i><sup>1</sup></p><div style="color:red">x<sub>2</sub></div><script>alert(1)</script>');
    expect(await screen.findByText('19 / 500 caractères')).toBeTruthy();
    save();
    const input = await submitted(onSubmit);
    expect(input?.credits).toBe('© <b>AFP</b> / <i>Reuters</i><sup>1</sup> x<sub>2</sub>');
  });

  it('refuses more than 500 characters of text (markup not counted)', async () => {
    const { onSubmit } = renderForm({ variant: 'author', image: authorImage(11) });
    typeRich(/^Sources/, `<i>${'a'.repeat(500)}</i>`);
    expect(await screen.findByText('500 / 500 caractères')).toBeTruthy();
    expect(screen.queryByText('Sources : 500 caractères au plus.')).toBeNull();
    typeRich(/^Sources/, `<i>${'a'.repeat(501)}</i>`);
    expect(await screen.findByText('Sources : 500 caractères au plus.')).toBeTruthy();
    expect(screen.getByText('501 / 500 caractères')).toBeTruthy();
    save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Sources/ })));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ImageForm: quality, tags, variants', () => {
  it('"Mauvaise qualité" checked sends BAD, unchecked OK; tags in the list’s order; an author image sends no state', async () => {
    const { onSubmit } = renderForm({ variant: 'author', image: authorImage(11, { tags: ['Logo'] }) });
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Culture' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mauvaise qualité' }));
    save();
    expect(await submitted(onSubmit)).toEqual({
      name: 'portrait-11.jpg',
      color: 'COLOR',
      framing: 'PORTRAIT',
      credits: '',
      sources: '',
      tags: ['Culture', 'Logo'],
      quality: 'BAD',
      comments: '',
    });
  });

  it('an image of bad quality shows the box checked; unchecking sends OK', async () => {
    const { onSubmit } = renderForm({ variant: 'illustration', image: illustration({ quality: 'BAD' }) });
    const box = screen.getByRole('checkbox', { name: 'Mauvaise qualité' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    save();
    expect((await submitted(onSubmit))?.quality).toBe('OK');
  });
});

describe('ImageForm: the enable switch of an illustration', () => {
  it('is disabled for a user without the image roles, and says why', () => {
    renderForm({ variant: 'illustration', image: illustration() }, ['ADMIN_ADS']);
    const toggle = screen.getByRole('switch', { name: 'Activée' }) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.checked).toBe(true);
    expect(screen.getByText('Seuls les administrateurs des images peuvent activer ou désactiver une image.')).toBeTruthy();
  });

  it('asks before disabling (a used image lists its uses); refused, it stays on; confirmed, enable false is sent', async () => {
    const confirmDisable = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { onSubmit } = renderForm({ variant: 'illustration', image: illustration(), confirmDisable }, ['ADMIN_IMAGES']);
    const toggle = screen.getByRole('switch', { name: 'Activée' }) as HTMLInputElement;
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(confirmDisable).toHaveBeenCalledTimes(1));
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    save();
    expect((await submitted(onSubmit))?.enable).toBe(false);
  });

  it('reports the dirty flag for the unsaved-changes guard', async () => {
    const onDirtyChange = vi.fn();
    renderForm({ variant: 'illustration', image: illustration(), onDirtyChange });
    fireEvent.change(screen.getByRole('textbox', { name: /^Commentaires/ }), { target: { value: 'À recadrer' } });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
  });
});
