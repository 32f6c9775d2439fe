import { useTranslation } from 'react-i18next';
import { Badge } from '@fluentui/react-components';
import { CheckmarkCircle16Regular, DismissCircle16Regular } from '@fluentui/react-icons';

/** The state column (spec 1 §2): an icon and the word, "Activée" or "Désactivée". */
export function ImageStateBadge({ enable }: { enable: boolean }) {
  const { t } = useTranslation();
  return enable ? (
    <Badge appearance="tint" color="success" icon={<CheckmarkCircle16Regular />}>
      {t('images.state.enabled')}
    </Badge>
  ) : (
    <Badge appearance="tint" color="danger" icon={<DismissCircle16Regular />}>
      {t('images.state.disabled')}
    </Badge>
  );
}
