import { makeStyles, tokens } from '@fluentui/react-components';

/** A two-column <dl> (term, value) as the author's profiles and an image's metadata are shown. */
export const useDefinitionListStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  row: {
    display: 'contents',
  },
  term: {
    color: tokens.colorNeutralForeground3,
  },
  value: {
    margin: 0,
    overflowWrap: 'anywhere',
  },
});
