import { makeStyles, tokens } from '@fluentui/react-components';
import { News28Regular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '56px',
    height: '56px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
});

/** The product's mark: a decorative tile with the periodical icon. */
export function BrandMark() {
  return (
    <span className={useStyles().root} aria-hidden="true">
      <News28Regular />
    </span>
  );
}
