import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { paths } from '../../../app/paths';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalM },
  title: { margin: 0 },
});

/** The way to a custom bundle's structure (spec 2 §2.9, admin only): its number. */
export function CustomBundleOpener() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const id = /^\d{1,10}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null;
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (id !== null) void navigate(paths.customBundleEdit(id));
  };
  return (
    <form className={styles.root} onSubmit={open} aria-label={t('adminPlans.bundlePlans.customTitle')}>
      <Subtitle2 as="h2" className={styles.title}>
        {t('adminPlans.bundlePlans.customTitle')}
      </Subtitle2>
      <Field label={t('adminPlans.bundlePlans.customId')}>
        <Input inputMode="numeric" maxLength={10} value={value} onChange={(_event, data) => setValue(data.value)} />
      </Field>
      <Button type="submit" disabled={id === null}>
        {t('adminPlans.bundlePlans.customOpen')}
      </Button>
    </form>
  );
}
