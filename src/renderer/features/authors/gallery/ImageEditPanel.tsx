import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DrawerBody, DrawerFooter, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { AuthorImage } from '@shared/domain/image';
import { FormSaveShortcut } from '../../../app/commands/useCommand';
import { ImageForm } from '../../../components/media/ImageForm';
import type { ImageFormInput } from '../../../components/media/image-form';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';

const useStyles = makeStyles({
  form: {
    paddingBottom: tokens.spacingVerticalL,
  },
  footer: {
    justifyContent: 'flex-end',
  },
});

export interface ImageEditPanelProps {
  /** The image edited; null closes the panel. */
  image: AuthorImage | null;
  onClose(): void;
  /** Saves; resolves true when saved (the panel then closes). */
  onSave(image: AuthorImage, input: ImageFormInput): Promise<boolean>;
}

/** The gallery's edit panel: the image form (author variant) in a drawer, "Annuler" and "Enregistrer" below. */
export function ImageEditPanel({ image, onClose, onSave }: ImageEditPanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const formId = useId();
  const [saving, setSaving] = useState(false);

  const save = async (input: ImageFormInput) => {
    if (!image) return;
    setSaving(true);
    try {
      if (await onSave(image, input)) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <OverlayDrawer open={image !== null} position="end" size="medium" onOpenChange={(_event, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('common.close')} icon={<Dismiss24Regular />} onClick={onClose} />}>
          {t('media.form.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <ImageForm variant="author" image={image} id={formId} className={styles.form} onSubmit={save} />
        {image && <FormSaveShortcut formId={formId} busy={saving} />}
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <OnlineOnlyButton appearance="primary" type="submit" form={formId} disabled={saving}>
          {t('common.save')}
        </OnlineOnlyButton>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
