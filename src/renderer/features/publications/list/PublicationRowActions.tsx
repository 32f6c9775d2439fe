import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Edit20Regular, FolderList20Regular, TextBulletListTree20Regular } from '@fluentui/react-icons';
import type { PublicationRow } from '@shared/domain/publication';
import { can } from '@shared/rules/abilities';
import { canEditPublication, canOpenPlan, canSavePlan } from '@shared/rules/publication-workflow';
import { paths } from '../../../app/paths';
import { RowActionButton } from '../../../components/list/RowActionButton';
import { PublicationActionsMenu } from '../workflow/PublicationActionsMenu';


const useStyles = makeStyles({ root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS } });

export interface PublicationRowActionsProps {
  publication: PublicationRow;
  roles: readonly string[];
  onEdit(publication: PublicationRow): void;
}

/**
 * A row's actions (spec 2 §4): "Organiser" while not published (canOpenPlan), "Modifier" while in progress
 * for the roles that edit (canEditPublication), then the workflow menu.
 */
export function PublicationRowActions({ publication, roles, onEdit }: PublicationRowActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const edit = () => onEdit(publication);
  return (
    <span className={styles.root}>
      {canOpenPlan(publication, roles).allowed && (
        <RowActionButton
          label={t('publications.list.actions.organise', { name: publication.name })}
          icon={<TextBulletListTree20Regular />}
          to={paths.publicationOrganize(publication.id)}
        />
      )}
      {/* Spec 2 §6 "administrate publication plan": the administrator's alone. */}
      {can(roles, 'plan.administrate') && canSavePlan(publication, roles).allowed && (
        <RowActionButton label={t('publications.list.actions.administratePlan', { name: publication.name })} icon={<FolderList20Regular />} to={paths.publicationPlan(publication.id)} />
      )}
      {canEditPublication(publication, roles).allowed && (
        <RowActionButton label={t('publications.list.actions.edit', { name: publication.name })} icon={<Edit20Regular />} onClick={edit} />
      )}
      {/* "Modifier" is the row's own button: the menu holds the workflow only. */}
      <PublicationActionsMenu publication={publication} placement="row" />
    </span>
  );
}
