import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MessageBarBody, Spinner } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import type { ImageRow } from '@shared/domain/image';
import type { Bridge } from '@shared/contract';
import { useBridge } from '../../../bridge/BridgeContext';
import { imagePagePath } from './image-links';

const PAGE = 100;

/**
 * The author image or ad visual of this id, if there is one: the search matches an id typed as the query, and
 * sorts by id, so the pages are read until the id is passed.
 */
async function findOwnedImage(bridge: Bridge, id: number): Promise<ImageRow | null> {
  for (let page = 0; ; page += 1) {
    const answer = await bridge.invoke('images.search', {
      query: String(id),
      collectionFilter: ['AUTHOR', 'ADVERTISEMENT'],
      sort: { attr: 'ID', order: 'ASC' },
      page,
      size: PAGE,
    });
    const found = answer.result.find((row) => row.id === id);
    if (found) return found;
    const last = answer.result.at(-1);
    if (!last || last.id > id || answer.result.length < PAGE) return null;
  }
}

/**
 * An image id that is no illustration: an author image opens its author (spec 1 §2), an ad visual its ad,
 * on the same kind of page (view or edit); otherwise the image does not exist.
 */
export function ImageOwnerRedirect({ id, page }: { id: number; page: 'view' | 'edit' }) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const owner = useQuery({ queryKey: ['image-owner', id], queryFn: () => findOwnedImage(bridge, id) });
  if (owner.data) return <Navigate to={imagePagePath(owner.data, page)} replace />;
  if (owner.isPending) return <Spinner label={t('images.view.openingOwner')} />;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{owner.isError ? t('errors.global') : t('images.view.notFound')}</MessageBarBody>
    </MessageBar>
  );
}
