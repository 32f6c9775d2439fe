import { useTranslation } from 'react-i18next';
import { Button, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { MessageBar } from '../MessageBar';

/** A list's failed search (spec 1 §8 errors.global), with "Réessayer" when the list can ask again. */
export function ListLoadError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error">
      <MessageBarBody>{t('errors.global')}</MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button onClick={onRetry}>{t('list.retry')}</Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
