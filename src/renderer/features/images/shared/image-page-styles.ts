import { makeStyles, tokens } from '@fluentui/react-components';

/** The image pages' main column and their loading and error states (RecordLayout frames them). */
export const useImagePageStyles = makeStyles({
  main: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    minWidth: 0,
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
