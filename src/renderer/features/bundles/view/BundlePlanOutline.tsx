import { useTranslation } from 'react-i18next';
import { Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DocumentRegular, FolderRegular } from '@fluentui/react-icons';
import type { PlanNode } from '@shared/domain/plan';
import { paths } from '../../../app/paths';
import { RichText } from '../../../components/RichText';
import { RouterLink } from '../../../components/RouterLink';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, listStyleType: 'none' },
  top: { paddingLeft: 0 },
  node: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, paddingBlock: tokens.spacingVerticalXXS },
  icon: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  empty: { color: tokens.colorNeutralForeground3 },
});

function Nodes({ nodes, top = false }: { nodes: readonly PlanNode[]; top?: boolean }) {
  const styles = useStyles();
  return (
    <ul className={mergeClasses(styles.list, top && styles.top)}>
      {nodes.map((node) => (
        <li key={node.id}>
          <div className={styles.node}>
            {node.type === 'CONTAINER' ? <FolderRegular aria-hidden className={styles.icon} /> : <DocumentRegular aria-hidden className={styles.icon} />}
            {node.type === 'ARTICLE' ? (
              <RouterLink to={paths.view('article', node.id)}>
                <RichText value={node.name} />
              </RouterLink>
            ) : (
              <RichText value={node.name} />
            )}
          </div>
          {node.sub.length > 0 && <Nodes nodes={node.sub} />}
        </li>
      ))}
    </ul>
  );
}

/** The bundle's plan on its view (spec 2 §2.7), read-only: its sections and a link to each article. */
export function BundlePlanOutline({ plan }: { plan: readonly PlanNode[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="bundle-plan">
      <Subtitle2 as="h2" id="bundle-plan" className={styles.heading}>
        {t('bundles.plan.label')}
      </Subtitle2>
      {plan.length ? <Nodes nodes={plan} top /> : <Caption1 className={styles.empty}>{t('bundles.plan.empty')}</Caption1>}
    </section>
  );
}
