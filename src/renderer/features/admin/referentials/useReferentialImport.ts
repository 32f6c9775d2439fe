import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferentialImportResult, ReferentialPreview, ReferentialType } from '@shared/domain/referential';
import { BridgeError } from '@shared/errors';
import type { FileSource } from '@shared/schemas';
import { useBridge } from '../../../bridge/BridgeContext';
import { bridgeErrorMessage } from '../../../bridge/error-message';

/** The outcome shown in the referential's result card. */
export type ImportOutcome =
  | { kind: 'applied'; result: ReferentialImportResult }
  | { kind: 'refused'; file: string; message: string }
  | { kind: 'cancelled'; file: string };

export interface PendingImport {
  source: FileSource;
  preview: ReferentialPreview;
  applying: boolean;
  /** Why the confirmation failed (the referential changed since the preview: 409), shown in the dialog. */
  failure: string | null;
}

/**
 * One referential's import: the file previewed (nothing written), then confirmed with the preview's baseline
 * (and who computed it) or closed. Refusals show the server's message (spec 2 §8), a file refused by core its own.
 */
export function useReferentialImport(type: ReferentialType) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const [reading, setReading] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const messageOf = useCallback(
    (error: unknown) => (error instanceof BridgeError && error.code === 'UPLOAD_REJECTED' ? error.message : bridgeErrorMessage(error, t, t('errors.global'))),
    [t],
  );

  const preview = useCallback(
    async (source: FileSource, fileName: string) => {
      setOutcome(null);
      setReading(fileName);
      try {
        setPending({ source, preview: await bridge.invoke('referentials.preview', type, source), applying: false, failure: null });
      } catch (error) {
        setOutcome({ kind: 'refused', file: fileName, message: messageOf(error) });
      } finally {
        setReading(null);
      }
    },
    [bridge, messageOf, type],
  );

  const confirm = useCallback(async () => {
    if (!pending) return;
    setPending({ ...pending, applying: true, failure: null });
    try {
      const { previewedBy, baseline } = pending.preview;
      const result = await bridge.invoke('referentials.import', type, pending.source, { previewedBy, baseline });
      setPending(null);
      setOutcome({ kind: 'applied', result });
    } catch (error) {
      setPending({ ...pending, applying: false, failure: messageOf(error) });
    }
  }, [bridge, messageOf, pending, type]);

  const cancel = useCallback(() => {
    if (!pending || pending.applying) return;
    setOutcome({ kind: 'cancelled', file: pending.preview.fileName });
    setPending(null);
  }, [pending]);

  return { reading, pending, outcome, preview, confirm, cancel, dismiss: () => setOutcome(null) };
}
