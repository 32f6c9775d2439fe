import { useState } from 'react';
import { Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { FileSource } from '@shared/schemas';
import { FileDropZone } from '../../../components/FileDropZone';
import { useUploadMessages, useUploadNotices } from '../../uploads/useUploadNotices';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  zone: { minHeight: '140px' },
});

export interface ImageFileDropProps<Sent> {
  /** "Déposez un nouveau fichier ici…" */
  label: string;
  /** Shown with the spinner while the file is sent ("Envoi de l'image…"). */
  busyLabel: string;
  /** Sends the file (images.upload, images.replace, editor.uploadAsset); throws the bridge's error. */
  send(source: FileSource): Promise<Sent>;
  onSent(sent: Sent): void;
  disabled?: boolean;
  /** The drop zone's own class (its height). */
  className?: string;
  /** Where a refusal is said when the page says it itself (a dialog, whose buttons a toast would cover); else a toast. */
  onRefused?(message: string): void;
}

/**
 * One JPEG or PNG file dropped or picked (spec 1 §5: 10,000,000 bytes at most, the type read from the content
 * by core), then sent with a spinner. A file refused before sending gets the spec's notice (FileDropZone);
 * one refused by core, core's message (it names the type found); a failed send, the server's message with
 * the file's name and type.
 */
export function ImageFileDrop<Sent>({ label, busyLabel, send, onSent, disabled = false, className, onRefused }: ImageFileDropProps<Sent>) {
  const styles = useStyles();
  const notices = useUploadNotices();
  const messages = useUploadMessages();
  const [busy, setBusy] = useState(false);

  const take = async (source: FileSource, file: File) => {
    setBusy(true);
    try {
      onSent(await send(source));
    } catch (error) {
      if (onRefused) onRefused(messages.notSent(file, error));
      else notices.notSent(file, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.root}>
      <FileDropZone
        className={mergeClasses(styles.zone, className)}
        label={label}
        accept="image/jpeg,image/png"
        acceptLabel="JPEG, PNG"
        multiple={false}
        disabled={disabled || busy}
        onRejected={onRefused && ((refused) => onRefused(refused.map(({ file, reason }) => messages.rejected(file, reason)).join(' ')))}
        onFiles={(sources, files) => {
          const [source] = sources;
          const [file] = files;
          if (source && file) void take(source, file);
        }}
      />
      {busy && <Spinner size="small" labelPosition="after" label={busyLabel} />}
    </div>
  );
}
