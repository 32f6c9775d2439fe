import { makeStyles, tokens } from '@fluentui/react-components';
import { ImageFileInfo } from './ImageFileInfo';
import { chosenFileFacts, type ChosenFile } from './chosen-file';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/**
 * The right column of a new illustration or ad (spec 1 §2 "Right column on ad and illustration pages shows
 * file info"), as the edit pages have it: the chosen file's facts, once its preview has read its dimensions.
 * Nothing uses a file not yet sent, so there is no list of uses.
 */
export function ChosenFileColumn({ chosen, size, label }: { chosen: ChosenFile; size: { width: number; height: number }; label: string }) {
  const styles = useStyles();
  return (
    <aside className={styles.root} aria-label={label}>
      <ImageFileInfo file={chosenFileFacts(chosen, size)} />
    </aside>
  );
}
