import type { ReactElement, ReactNode } from 'react';
import { Badge, Tooltip, makeStyles, mergeClasses, tokens, type BadgeProps } from '@fluentui/react-components';
import { Globe20Filled } from '@fluentui/react-icons';
import { formatDate } from '../../i18n/dates';

/** The tones an icon of a status column takes: in progress, wrong or late, online, online then modified, marked. */
export const useStatusIconStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  icon: { display: 'inline-flex', color: tokens.colorNeutralForeground2 },
  progress: { color: tokens.colorBrandForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  online: { color: tokens.colorPaletteGreenForeground1 },
  onlineModified: { color: tokens.colorPaletteDarkOrangeForeground1 },
  marked: { color: tokens.colorPaletteMarigoldForeground1 },
});

/** One icon with its French label, said by screen readers (role img) and shown on hover or focus. */
export function StatusIcon({ label, icon, className }: { label: string; icon: ReactElement; className?: string }) {
  const styles = useStatusIconStyles();
  return (
    <Tooltip content={label} relationship="inaccessible" withArrow>
      <span role="img" aria-label={label} tabIndex={0} className={mergeClasses(styles.icon, className)}>
        {icon}
      </span>
    </Tooltip>
  );
}

/** A status column: the state as a badge, then the icons. */
export function StatusIcons({ status, color, children }: { status: string; color: BadgeProps['color']; children: ReactNode }) {
  const styles = useStatusIconStyles();
  return (
    <span className={styles.root}>
      <Badge appearance="tint" size="small" color={color}>
        {status}
      </Badge>
      {children}
    </span>
  );
}

/**
 * The online date (spec 2 §4): green, or orange when the record was modified after it went online. `label`
 * words it from the date (and the modification date when modified).
 */
export function OnlineIcon({ onlineDate, modificationDate, label }: { onlineDate: string; modificationDate: string; label: (date: string, modified: string | null) => string }) {
  const styles = useStatusIconStyles();
  const modified = Date.parse(modificationDate) > Date.parse(onlineDate);
  return (
    <StatusIcon
      label={label(formatDate(onlineDate), modified ? formatDate(modificationDate) : null)}
      icon={<Globe20Filled />}
      className={modified ? styles.onlineModified : styles.online}
    />
  );
}
