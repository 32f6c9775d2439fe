import { Navigate, useParams } from 'react-router-dom';
import { canManageImages } from '@shared/rules/media-rights';
import { paths } from '../../../app/paths';
import { Page } from '../../../components/Page';
import { useRoles } from '../../auth/useAuth';
import { IllustrationLoader } from '../shared/IllustrationLoader';
import { parseRouteId } from '../../../components/route-id';
import { IllustrationEditor } from './IllustrationEditor';

/**
 * /images/{id}/modifier (spec 1 §2): for admin and ADMIN_IMAGES; anyone else is shown the view. An author
 * image's id opens its author's edit screen.
 */
export function ImageEditPage() {
  const { id: param } = useParams();
  const id = parseRouteId(param);
  const allowed = canManageImages(useRoles());
  if (!allowed) return <Navigate to={id === null ? paths.list('image') : paths.view('image', id)} replace />;
  return (
    <Page>
      <IllustrationLoader id={id} page="edit">
        {(image) => <IllustrationEditor key={image.id} image={image} />}
      </IllustrationLoader>
    </Page>
  );
}
