import { makeStyles, tokens } from '@fluentui/react-components';

/** The cards of a media page's right column (file information, uses), drawn like the author pages' side panel. */
export const useMediaCardStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  heading: {
    margin: 0,
  },
  muted: {
    color: tokens.colorNeutralForeground3,
  },
});
