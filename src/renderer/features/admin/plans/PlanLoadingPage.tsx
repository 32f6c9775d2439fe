import { useTranslation } from 'react-i18next';
import { MessageBarBody, Spinner } from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { Page } from '../../../components/Page';
import { PageHeader } from '../../../components/PageHeader';

export interface PlanLoadingPageProps {
  title: string;
  /** Why the plan could not be read; null while it is read. */
  failure: string | null;
}

/** What an admin plan page shows until its plan is read: its title, then the spinner or why it failed. */
export function PlanLoadingPage({ title, failure }: PlanLoadingPageProps) {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={title} />
      {failure === null ? (
        <Spinner label={t('adminPlans.loading')} />
      ) : (
        <MessageBar intent="error">
          <MessageBarBody>{t('adminPlans.loadFailed', { message: failure })}</MessageBarBody>
        </MessageBar>
      )}
    </Page>
  );
}
