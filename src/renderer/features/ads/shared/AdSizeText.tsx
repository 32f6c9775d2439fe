import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import type { Advertisement } from '@shared/domain/advertisement';
import { sizeText } from './ad-display';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS },
  unknown: { color: tokens.colorPaletteDarkOrangeForeground1 },
  icon: { flexShrink: 0, alignSelf: 'center' },
  lines: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** "Pleine page (210 × 297 mm)" -> the name, then the millimetres (adSizeLabel's shape). */
const SIZE_LABEL = /^(.+) \((.+ mm)\)$/;

/**
 * "Pleine page (210 × 297 mm)", or "Taille non reconnue" marked as a warning. `split`: the name, then the
 * millimetres under it (a narrow column).
 */
export function AdSizeText({ ad, split = false, className }: { ad: Pick<Advertisement, 'format' | 'formatLabel'>; split?: boolean; className?: string }) {
  const styles = useStyles();
  const unknown = ad.format === null;
  const parts = split && !unknown ? SIZE_LABEL.exec(ad.formatLabel) : null;
  if (parts) {
    return (
      <span className={mergeClasses(styles.lines, className)}>
        <span>{parts[1]}</span>
        <Caption1 className={styles.muted}>{parts[2]}</Caption1>
      </span>
    );
  }
  return (
    <span className={mergeClasses(styles.root, unknown && styles.unknown, className)}>
      {unknown && <WarningRegular className={styles.icon} aria-hidden="true" />}
      {sizeText(ad)}
    </span>
  );
}
