import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { makeStyles, tokens } from '@fluentui/react-components';

/** The id of each layout's <main>, which the skip link moves the focus to. */
export const MAIN_CONTENT_ID = 'contenu';

const useStyles = makeStyles({
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 2,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
    ':focus': {
      top: tokens.spacingVerticalS,
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    },
  },
});

/**
 * "Aller au contenu": the focus moves to the main content, the page stays. A plain `#contenu` link would
 * resolve against the document's `<base href="/">` and navigate to the root instead.
 */
export function SkipLink() {
  const styles = useStyles();
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('app.skipToContent')}
    </a>
  );
}
