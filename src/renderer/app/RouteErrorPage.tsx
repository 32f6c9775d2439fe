import { useTranslation } from 'react-i18next';
import { Body1, Button, Title2 } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { BrandMark } from '../components/BrandMark';
import { CenteredScreen } from '../components/CenteredScreen';

/** What the router shows if a screen throws while rendering: a French sentence and a way out. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <CenteredScreen label={t('app.unexpectedError')}>
      <BrandMark />
      <Title2 as="h1">{t('app.unexpectedError')}</Title2>
      <Body1 as="p">{t('app.unexpectedErrorHint')}</Body1>
      <Button appearance="primary" icon={<ArrowClockwise20Regular />} onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </CenteredScreen>
  );
}
