import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PAGE_LOADING_DELAY_MS, PageLoading } from '../../../src/renderer/components/PageLoading';
import { i18n } from '../../../src/renderer/i18n';

afterEach(() => vi.useRealTimers());

describe('the loading state of a screen loaded on demand', () => {
  it(`shows nothing for ${PAGE_LOADING_DELAY_MS} ms, so that a quick load does not flash, then says it is loading`, () => {
    vi.useFakeTimers();
    render(
      <I18nextProvider i18n={i18n}>
        <PageLoading />
      </I18nextProvider>,
    );
    act(() => vi.advanceTimersByTime(PAGE_LOADING_DELAY_MS - 1));
    expect(screen.queryByText('Chargement de l’écran…')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Chargement de l’écran…')).toBeTruthy();
  });
});
