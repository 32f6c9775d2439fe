import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Field, Input, Radio, RadioGroup, SearchBox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BrowseItem, UploadedAsset } from '@shared/domain/editor-browse';
import { useCan } from '../../../auth/useAuth';
import { ImageFileDrop } from '../../../images/shared/ImageFileDrop';
import { BrowseFooter } from './BrowseFooter';
import { useBrowse, useEditorAssets, type EditorAssets } from './editor-assets';
import { InsertDialog } from './InsertDialog';

const PAGE_SIZE = 12;

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalS,
    minHeight: '160px',
    // The dialog's other fields, its title and its buttons stay in view on a 640 px high window.
    maxHeight: 'max(160px, min(380px, calc(100vh - 470px)))',
    overflowY: 'auto',
  },
  tile: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  thumbnail: { width: '128px', height: '128px', objectFit: 'contain', backgroundColor: tokens.colorNeutralBackground3 },
  details: { color: tokens.colorNeutralForeground3 },
  refused: { color: tokens.colorPaletteRedForeground1 },
  drop: { minHeight: '72px', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
});

export interface ImagePickerDialogProps {
  onInsert(picture: { ref: string; legende: string }): void;
  onClose(): void;
}

/** One picture to choose: its thumbnail (Fonto's variant thumbnail), its name and size. */
function Tile({ item, assets }: { item: BrowseItem; assets: EditorAssets }) {
  const styles = useStyles();
  return (
    <span className={styles.tile}>
      <img className={styles.thumbnail} src={assets.previewSrc(item.id, 'thumbnail')} alt="" loading="lazy" />
      <Text>{item.label}</Text>
      <Text size={200} className={styles.details}>
        {item.metadata?.properties?.['Dimensions'] ?? ''}
      </Text>
    </span>
  );
}

/**
 * « Image » of the structured editor (issue 33): a picture of the image bank found by its name (editor.browse,
 * paged, thumbnails through the hosts' media address) and its legend, inserted as <image ref="…" legende="…"/>.
 * Those who create illustrations (spec 1 §6) may also drop or pick a new picture (editor.uploadAsset, Fonto's POST
 * {base}/asset): once the bank holds it, it is the one chosen, first of the results, its name the legend until one
 * is typed, and « Insérer » puts it in the document as any other.
 */
export function ImagePickerDialog({ onInsert, onClose }: ImagePickerDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const assets = useEditorAssets();
  const browse = useBrowse(assets, 'image', PAGE_SIZE);
  const queries = useQueryClient();
  const mayUpload = useCan('image.manage');
  const [added, setAdded] = useState<BrowseItem[]>([]);
  /** The last picture sent or file refused, said in the dialog (a toast would cover its buttons on a small window). */
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  const [picked, setPicked] = useState<BrowseItem | null>(null);
  const [legend, setLegend] = useState('');
  const [tried, setTried] = useState(false);

  const pick = (item: BrowseItem | null) => {
    setPicked(item);
    // The picture's name as the legend, until one is typed.
    if (item && legend === (picked?.label ?? '')) setLegend(item.label);
  };
  const uploaded = (asset: UploadedAsset) => {
    const item: BrowseItem = { id: asset.id, label: asset.label, type: asset.type };
    setAdded((before) => [item, ...before]);
    pick(item);
    setSaid({ text: t('articles.structured.imageUploaded', { name: asset.label }), refused: false });
    void queries.invalidateQueries({ queryKey: ['editor', 'browse'] });
  };
  const found = browse.result?.items ?? [];
  // A picture sent here first, with the details the bank gives it once a page lists it.
  const items = [...added.map((item) => found.find((one) => one.id === item.id) ?? item), ...found.filter((item) => !added.some((one) => one.id === item.id))];

  return (
    <InsertDialog title={t('articles.structured.imageTitle')} submitLabel={t('articles.structured.renvoiInsert')} onSubmit={() => {
        setTried(true);
        if (picked) onInsert({ ref: picked.id, legende: legend });
      }} onClose={onClose} surfaceClassName={styles.surface}>
        <Field label={t('articles.structured.imageSearch')} hint={t('articles.structured.imageSearchHint')}>
          <SearchBox value={browse.text} onChange={(_event, data) => browse.setText(data.value)} disabled={!assets} autoFocus />
        </Field>
        {mayUpload && assets && (
          <>
            <ImageFileDrop
              className={styles.drop}
              label={t('articles.structured.imageUpload')}
              busyLabel={t('articles.structured.imageUploading')}
              send={(source) => assets.upload(source)}
              onSent={uploaded}
              onRefused={(text) => setSaid({ text, refused: true })}
            />
            {/* In the page before anything is said: a live region announces what it receives. */}
            <Text role="status" className={said?.refused ? styles.refused : styles.details}>
              {said?.text ?? ''}
            </Text>
          </>
        )}
        <Field validationState={tried && !picked ? 'error' : 'none'} validationMessage={tried && !picked ? t('articles.structured.imageNone') : undefined}>
          <RadioGroup
            className={styles.grid}
            aria-label={t('articles.structured.imageResults')}
            value={picked?.id ?? ''}
            onChange={(_event, data) => pick(items.find((one) => one.id === data.value) ?? null)}
          >
            {assets && items.map((item) => <Radio key={item.id} value={item.id} aria-label={item.label} label={<Tile item={item} assets={assets} />} />)}
          </RadioGroup>
        </Field>
        <BrowseFooter browse={browse} pageSize={PAGE_SIZE} available={assets !== null} />
        <Field label={t('articles.structured.imageLegend')}>
          <Input value={legend} onChange={(_event, data) => setLegend(data.value)} />
        </Field>
    </InsertDialog>
  );
}
