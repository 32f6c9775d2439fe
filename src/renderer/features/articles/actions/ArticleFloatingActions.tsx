import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Add24Regular, ArrowImport24Regular } from '@fluentui/react-icons';
import { can } from '@shared/rules/abilities';
import { ROUTE_SEGMENTS as S } from '@shared/rules/navigation';
import { useRoles } from '../../auth/useAuth';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { ArticleDialog } from './ArticleDialog';
import { ArticleImportDialog } from './ArticleImportDialog';

const useStyles = makeStyles({
  group: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXL,
    bottom: tokens.spacingVerticalXXL,
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  fab: { boxShadow: tokens.shadow16 },
});

/** Spec 2 §2.1: not on the author, image and ad pages; decision: nor in the full-height XML editor. */
const HIDDEN = new RegExp(`^/(${S.author}|${S.image}|${S.ad})(/|$)|^/(${S.article}|${S.bundle})/[^/]+/${S.edit}$`);

/**
 * The floating button group of spec 2 §2.1: create an article (the new-article dialog) and import one.
 * Mounted once by the shell; each button shows only to the roles that may use it.
 */
export function ArticleFloatingActions() {
  const { t } = useTranslation();
  const styles = useStyles();
  const roles = useRoles();
  const { pathname } = useLocation();
  const periodicals = usePeriodicals();
  const [open, setOpen] = useState<'create' | 'import' | null>(null);
  const mayCreate = (periodicals.data ?? []).some((p) => can(roles, 'article.create', p.id));
  const mayImport = can(roles, 'article.import');
  if (HIDDEN.test(pathname) || (!mayCreate && !mayImport)) return null;

  return (
    <>
      <div role="group" aria-label={t('articles.actions.floating.group')} className={styles.group}>
        {mayImport && (
          <Tooltip content={t('articles.actions.floating.import')} relationship="label" positioning="before">
            <Button className={styles.fab} shape="circular" size="large" icon={<ArrowImport24Regular />} onClick={() => setOpen('import')} />
          </Tooltip>
        )}
        {mayCreate && (
          <Tooltip content={t('articles.actions.floating.create')} relationship="label" positioning="before">
            <Button className={styles.fab} shape="circular" size="large" appearance="primary" icon={<Add24Regular />} onClick={() => setOpen('create')} />
          </Tooltip>
        )}
      </div>
      <ArticleDialog open={open === 'create'} mode="CREATE" onClose={() => setOpen(null)} />
      {open === 'import' && <ArticleImportDialog onClose={() => setOpen(null)} />}
    </>
  );
}
