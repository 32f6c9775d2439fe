import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import type { Illustration } from '@shared/domain/image';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ImageBreadcrumb } from './ImageBreadcrumb';
import { ImageOwnerRedirect } from './ImageOwnerRedirect';
import { isNotFound, useIllustrationQuery } from './image-query';
import { useImagePageStyles } from './image-page-styles';

/** The window's title until the screen sets its own. */
function PendingTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

export interface IllustrationLoaderProps {
  /** From the route; null when it is no id. */
  id: number | null;
  page: 'view' | 'edit';
  /** The screen, once the illustration is loaded. */
  children(image: Illustration): ReactNode;
}

/**
 * Loads the illustration of an image page (spec 1 §2): a loading indicator, the global error alert with
 * "Réessayer" when loading failed, the screen once loaded. An id that is no illustration leads to its author
 * (an author image) or its ad, else says the image does not exist.
 */
export function IllustrationLoader({ id, page, children }: IllustrationLoaderProps) {
  const { t } = useTranslation();
  const styles = useImagePageStyles();
  const query = useIllustrationQuery(id);
  if (query.data) return children(query.data);

  let body: ReactNode;
  if (id === null) body = <MessageBar intent="error"><MessageBarBody>{t('images.view.notFound')}</MessageBarBody></MessageBar>;
  else if (query.isError && isNotFound(query.error)) body = <ImageOwnerRedirect id={id} page={page} />;
  else if (query.isError)
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{t('errors.global')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void query.refetch()}>{t('images.view.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  else body = <Spinner label={t('images.view.loading')} />;
  return (
    <>
      <PendingTitle title={t(page === 'view' ? 'pages.imageView' : 'pages.imageEdit')} />
      <ImageBreadcrumb image={null} page={page} />
      <div className={styles.status}>{body}</div>
    </>
  );
}
