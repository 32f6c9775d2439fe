import { makeStyles, tokens } from '@fluentui/react-components';

/** The image pages' frame: the main column, and the right column (file, uses) beside it on wide windows. */
export const useImagePageStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 320px',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
  },
  main: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    minWidth: 0,
  },
  side: {
    position: 'sticky',
    top: tokens.spacingVerticalL,
  },
  status: {
    display: 'flex',
    justifyContent: 'center',
    padding: tokens.spacingVerticalXXXL,
  },
  bar: {
    marginBottom: tokens.spacingVerticalL,
  },
});
