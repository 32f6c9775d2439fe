import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { EditRegular, TextBulletListTreeRegular } from '@fluentui/react-icons';
import { canOrganiseBundle } from '@shared/rules/bundle-rules';
import { can } from '@shared/rules/abilities';
import { paths } from '../../../app/paths';
import { useRoles } from '../../auth/useAuth';
import { DocumentViewPage } from '../../articles/view/DocumentViewPage';
import { BundlePlanOutline } from './BundlePlanOutline';


/** /lots/{id} (spec 2 §2.7): the article view's frame, with the bundle's plan and its organise page where the roles allow it. */
export function BundleViewPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const navigate = useNavigate();
  return (
    <DocumentViewPage
      kind="bundle"
      actions={(bundle) => (
        <>
          {canOrganiseBundle(bundle, roles).allowed && (
            <Button icon={<TextBulletListTreeRegular />} onClick={() => void navigate(paths.bundleOrganize(bundle.id))}>
              {t('bundles.view.organise')}
            </Button>
          )}
          {/* Spec 2 §6 "custom bundle edit": the administrator's alone. */}
          {can(roles, 'bundle.editStructure') && (
            <Button icon={<EditRegular />} onClick={() => void navigate(paths.customBundleEdit(bundle.id))}>
              {t('bundles.view.editStructure')}
            </Button>
          )}
        </>
      )}
    >
      {(bundle) => <BundlePlanOutline plan={bundle.plan} />}
    </DocumentViewPage>
  );
}
