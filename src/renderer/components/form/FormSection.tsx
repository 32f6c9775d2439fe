import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

/** A titled block of the form: a region named by its heading. */
export function FormSection({ id, title, children, className, actions }: { id: string; title: string; children: ReactNode; className?: string; actions?: ReactNode }) {
  const styles = useSectionStyles();
  return (
    <section aria-labelledby={id} className={className ?? styles.section}>
      <div className={styles.header}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

const useSectionStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  title: {
    margin: 0,
    flexGrow: 1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
});
