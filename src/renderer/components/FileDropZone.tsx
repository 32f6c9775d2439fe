import { useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Body1Strong, Caption1, Spinner, Tooltip, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { ArrowUpload24Regular } from '@fluentui/react-icons';
import { MAX_IMAGE_BYTES, type FileSource } from '@shared/schemas';
import { useBridge } from '../bridge/BridgeContext';
import { useOnlineOnly } from '../features/connectivity/useOnlineOnly';
import { precheck, toFileSource, type FileRejection } from '../features/uploads/file-sources';
import { useUploadNotices } from '../features/uploads/useUploadNotices';
import { formatFileSize } from '@shared/rules/format';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXS,
    minHeight: '120px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    cursor: 'pointer',
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    transitionProperty: 'background-color, border-color',
    transitionDuration: tokens.durationFaster,
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    },
    ':has(:focus-visible)': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  button: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    outlineStyle: 'none',
  },
  dragging: {
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    color: tokens.colorBrandForeground1,
    ':hover': {
      backgroundColor: tokens.colorBrandBackground2,
    },
  },
  disabled: {
    cursor: 'not-allowed',
    color: tokens.colorNeutralForegroundDisabled,
    backgroundColor: tokens.colorNeutralBackgroundDisabled,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStrokeDisabled}`,
    ':hover': {
      backgroundColor: tokens.colorNeutralBackgroundDisabled,
      border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStrokeDisabled}`,
    },
  },
  icon: {
    color: tokens.colorBrandForeground1,
  },
  iconDisabled: {
    color: tokens.colorNeutralForegroundDisabled,
  },
  hint: {
    color: tokens.colorNeutralForeground3,
  },
  input: {
    display: 'none',
  },
});

export interface FileDropZoneProps {
  /**
   * The files accepted (sources[i] is files[i]): paths in Electron, bytes in the web host. The zone stays busy
   * (spinner, no drop) until a promise it answers settles.
   */
  onFiles(sources: FileSource[], files: File[]): void | Promise<void>;
  /** Files refused before reading them (too large, too many); default: the spec's error notice for each. */
  onRejected?(rejections: FileRejection[]): void;
  /** A hint for the picker (`image/jpeg,image/png`); core checks the content whatever it says. */
  accept?: string;
  /** The formats as users know them, shown under the label ("JPEG, PNG"). */
  acceptLabel?: string;
  /** Several files at once (default); otherwise more than one is refused as too-many-files. */
  multiple?: boolean;
  /** Bytes per file; larger files are refused before they are read (default: images, 10,000,000). */
  maxBytes?: number;
  disabled?: boolean;
  /** Default: "Déposez des fichiers ici ou cliquez pour choisir". */
  label?: string;
  className?: string;
}

/**
 * Where files are dropped from the file manager, or picked (click, Enter or Space). Each accepted file becomes
 * a FileSource: its path in Electron (main reads it), its bytes in the web host, read only once it passed the
 * size check. The zone is an action that changes data: it is disabled while offline.
 */
export function FileDropZone({
  onFiles,
  onRejected,
  accept,
  acceptLabel,
  multiple = true,
  maxBytes = MAX_IMAGE_BYTES,
  disabled = false,
  label,
  className,
}: FileDropZoneProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const bridge = useBridge();
  const notices = useUploadNotices(maxBytes);
  const online = useOnlineOnly();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId('drop-hint');
  const [dragging, setDragging] = useState(false);
  const [reading, setReading] = useState(false);
  /** dragenter/dragleave fire for every child crossed: count them to know when the pointer really left. */
  const depth = useRef(0);
  const inactive = disabled || online.disabled || reading;

  const take = async (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length === 0 || inactive) return;
    const { accepted, rejected } = precheck(files, { maxBytes, multiple });
    const unreadable: FileRejection[] = [];
    const sources: FileSource[] = [];
    const kept: File[] = [];
    setReading(true);
    try {
      for (const file of accepted) {
        try {
          sources.push(await toFileSource(bridge, file));
          kept.push(file);
        } catch {
          unreadable.push({ file, reason: 'file-unreadable' });
        }
      }
      const refused = [...rejected, ...unreadable];
      if (refused.length > 0) {
        if (onRejected) onRejected(refused);
        else for (const r of refused) notices.rejected(r.file, r.reason);
      }
      // A page that has core check the files (usePictureCheck) keeps the zone busy until it knows.
      if (sources.length > 0) await onFiles(sources, kept);
    } finally {
      setReading(false);
    }
  };

  const pick = () => {
    if (!inactive) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick();
    }
  };
  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    depth.current += 1;
    if (!inactive) setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = inactive ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    void take(event.dataTransfer.files);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    void take(files).finally(() => {
      // The same file can be picked again.
      event.target.value = '';
    });
  };

  const hints: string[] = [t('uploads.maxSize', { size: formatFileSize(maxBytes) })];
  if (acceptLabel) hints.unshift(t('uploads.accepted', { types: acceptLabel }));
  // Offline, the zone says why it does nothing (its tooltip says it again to pointer users).
  if (online.tooltip !== undefined) hints.splice(0, hints.length, online.tooltip);
  const text: string = dragging ? t('uploads.dropNow') : (label ?? (multiple ? t('uploads.dropZone') : t('uploads.dropZoneSingle')));

  // The zone takes drops and clicks; the button inside it is named by its visible text alone (the limits
  // below describe it), so that what a user sees is what assistive technologies announce.
  const zone = (
    <div
      className={mergeClasses(styles.root, dragging && styles.dragging, inactive && styles.disabled, className)}
      onClick={pick}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <div
        role="button"
        tabIndex={0}
        aria-disabled={inactive || undefined}
        aria-busy={reading || undefined}
        aria-describedby={hintId}
        className={styles.button}
        onKeyDown={onKeyDown}
      >
        {reading ? (
          <Spinner size="small" />
        ) : (
          <ArrowUpload24Regular className={inactive ? styles.iconDisabled : styles.icon} aria-hidden="true" />
        )}
        <Body1Strong>{text}</Body1Strong>
      </div>
      <Caption1 id={hintId} className={styles.hint}>
        {hints.join(' · ')}
      </Caption1>
    </div>
  );

  return (
    <>
      {online.tooltip === undefined ? (
        zone
      ) : (
        <Tooltip content={online.tooltip} relationship="inaccessible" withArrow>
          {zone}
        </Tooltip>
      )}
      {/* Outside the zone: the picker's own click must not bubble back into it. */}
      <input
        ref={input}
        type="file"
        className={styles.input}
        accept={accept}
        multiple={multiple}
        tabIndex={-1}
        aria-hidden="true"
        onChange={onChange}
      />
    </>
  );
}
