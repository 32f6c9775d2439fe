import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MessageBarActions, MessageBarBody, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { usePreviewQuery } from './document-query';

/** Spec 2 §2.5: the frame is as tall as its content plus 40 px; 500 px when that height cannot be read. */
export const PREVIEW_EXTRA_HEIGHT = 40;
export const PREVIEW_FALLBACK_HEIGHT = 500;

export function previewHeight(contentHeight: number | null | undefined): number {
  return contentHeight && contentHeight > 0 ? contentHeight + PREVIEW_EXTRA_HEIGHT : PREVIEW_FALLBACK_HEIGHT;
}

/** The content height of a loaded frame; null when it cannot be read. */
function contentHeightOf(frame: HTMLIFrameElement): number | null {
  try {
    const doc = frame.contentDocument;
    return doc ? Math.max(doc.documentElement.scrollHeight, doc.body?.scrollHeight ?? 0) : null;
  } catch {
    return null;
  }
}

const useStyles = makeStyles({
  frame: {
    display: 'block',
    width: '100%',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  fullscreen: { border: 'none', borderRadius: 0 },
  status: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/**
 * The article's preview (spec 2 §2.5): the server's sanitised HTML in a sandboxed frame. No script may run
 * there (no allow-scripts); allow-same-origin only lets this page read the content's height.
 */
export function PreviewFrame({ id, title, fullscreen = false }: { id: number; title: string; fullscreen?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const preview = usePreviewQuery(id);
  const [height, setHeight] = useState(PREVIEW_FALLBACK_HEIGHT);
  const measure = useCallback((event: React.SyntheticEvent<HTMLIFrameElement>) => setHeight(previewHeight(contentHeightOf(event.currentTarget))), []);

  if (preview.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('articles.view.preview.failed', { message: preview.error.message })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void preview.refetch()}>{t('list.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (preview.data === undefined) {
    return (
      <div className={styles.status}>
        <Spinner label={t('articles.view.preview.loading')} />
      </div>
    );
  }
  return (
    <iframe
      title={t('articles.view.preview.label', { title })}
      className={mergeClasses(styles.frame, fullscreen && styles.fullscreen)}
      sandbox="allow-same-origin"
      srcDoc={preview.data}
      style={{ height: `${height}px` }}
      onLoad={measure}
    />
  );
}
