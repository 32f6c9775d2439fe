import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MessageBar } from '../../../components/MessageBar';
import { ImageUsageList } from '../../../components/media/ImageUsageList';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useIllustrationQuery } from './image-query';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface DisableImageDialogProps {
  /** The used image about to be disabled; null: closed. */
  image: { id: number; name: string } | null;
  onAnswer(confirmed: boolean): void;
}

/**
 * Spec 1 §2: disabling an image that is used asks first and lists the uses (articles and bundles,
 * publications, with their counts), read from the illustration (the view and edit screens have it cached).
 */
export function DisableImageDialog({ image, onAnswer }: DisableImageDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const uses = useIllustrationQuery(image?.id ?? null);
  const illustration = uses.data;
  return (
    <Dialog open={image !== null} modalType="alert" onOpenChange={(_event, data) => !data.open && onAnswer(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('images.confirmDisable.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {image && <span>{t('images.confirmDisable.text', { name: image.name })}</span>}
            {illustration ? (
              <ImageUsageList
                bare
                articles={illustration.lastArticlesModified}
                publications={illustration.lastPublicationsModified}
                counts={{ articles: illustration.usage.articleCount, publications: illustration.usage.publicationCount }}
              />
            ) : uses.isError ? (
              <MessageBar intent="warning">
                <MessageBarBody>{t('images.confirmDisable.loadFailed')}</MessageBarBody>
              </MessageBar>
            ) : (
              <Spinner size="tiny" label={t('images.confirmDisable.loading')} />
            )}
          </DialogContent>
          <DialogActions>
            {/* The safe choice first: it takes the focus, so Enter does not disable by mistake. */}
            <Button appearance="primary" onClick={() => onAnswer(false)}>
              {t('common.cancel')}
            </Button>
            <OnlineOnlyButton onClick={() => onAnswer(true)}>{t('images.confirmDisable.confirm')}</OnlineOnlyButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
