import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PageLoading } from '../../../src/renderer/components/PageLoading';
import { i18n } from '../../../src/renderer/i18n';

describe('the loading state of a screen loaded on demand', () => {
  it('says it is loading from the first frame: never a blank page', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PageLoading />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Chargement de l’écran…');
  });
});
