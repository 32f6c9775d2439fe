import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { Profiler, createRef } from 'react';
import { ARTICLE_XML_SCHEMA } from '../../../src/shared/editor/article-schema';
import { i18n } from '../../../src/renderer/i18n';
import { structuredSchema } from '../../../src/renderer/features/articles/editor/structured/pm-schema';
import { StructuredEditor, type StructuredEditorHandle } from '../../../src/renderer/features/articles/editor/structured/StructuredEditor';
import { xmlToDoc } from '../../../src/renderer/features/articles/editor/structured/xml-document';

/**
 * The structured editor's toolbar (issue 33): a transaction renders it again only when one of its buttons changes.
 * A render while the text has the focus makes React walk the text before the caret: on a 1 MB article, at each keystroke.
 */

afterEach(cleanup);

const ss = structuredSchema(ARTICLE_XML_SCHEMA);
const doc = (text: string) => {
  const result = xmlToDoc(ss, `<article><titre>Titre</titre><corps><para>${text}</para></corps></article>`, 'article');
  if (!result.ok) throw new Error(result.reason);
  return result.doc;
};

describe('the structured editor’s toolbar', () => {
  it('renders again when a button changes, not at a change that leaves them as they are', () => {
    const editor = createRef<StructuredEditorHandle>();
    const onChange = vi.fn();
    let commits = 0;
    render(
      <FluentProvider theme={webLightTheme}>
        <I18nextProvider i18n={i18n}>
          <Profiler id="editor" onRender={() => (commits += 1)}>
            <StructuredEditor ref={editor} ss={ss} label="Contenu" readOnly={false} expertMode={false} onChange={onChange} />
          </Profiler>
        </I18nextProvider>
      </FluentProvider>,
    );
    act(() => editor.current?.load(doc('Un')));
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveProperty('disabled', true);
    // The first change can be undone: the button changes, the toolbar shows it.
    act(() => editor.current?.replaceAll(doc('Deux')));
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveProperty('disabled', false);
    const shown = commits;
    // A second change leaves every button as it is: no render.
    act(() => editor.current?.replaceAll(doc('Trois')));
    expect(commits).toBe(shown);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(editor.current?.getXml()).toContain('<para>Trois</para>');
  });
});
