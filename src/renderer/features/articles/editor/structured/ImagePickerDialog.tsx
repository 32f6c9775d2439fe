import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input, Radio, RadioGroup, SearchBox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BrowseItem } from '@shared/domain/editor-browse';
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
    minHeight: '200px',
    maxHeight: '380px',
    overflowY: 'auto',
  },
  tile: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  thumbnail: { width: '128px', height: '128px', objectFit: 'contain', backgroundColor: tokens.colorNeutralBackground3 },
  details: { color: tokens.colorNeutralForeground3 },
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
 */
export function ImagePickerDialog({ onInsert, onClose }: ImagePickerDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const assets = useEditorAssets();
  const browse = useBrowse(assets, 'image', PAGE_SIZE);
  const [picked, setPicked] = useState<BrowseItem | null>(null);
  const [legend, setLegend] = useState('');
  const [tried, setTried] = useState(false);

  return (
    <InsertDialog title={t('articles.structured.imageTitle')} submitLabel={t('articles.structured.renvoiInsert')} onSubmit={() => {
        setTried(true);
        if (picked) onInsert({ ref: picked.id, legende: legend });
      }} onClose={onClose} surfaceClassName={styles.surface}>
        <Field label={t('articles.structured.imageSearch')} hint={t('articles.structured.imageSearchHint')}>
          <SearchBox value={browse.text} onChange={(_event, data) => browse.setText(data.value)} disabled={!assets} autoFocus />
        </Field>
        <Field validationState={tried && !picked ? 'error' : 'none'} validationMessage={tried && !picked ? t('articles.structured.imageNone') : undefined}>
          <RadioGroup
            className={styles.grid}
            aria-label={t('articles.structured.imageResults')}
            value={picked?.id ?? ''}
            onChange={(_event, data) => {
              const item = browse.result?.items.find((one) => one.id === data.value) ?? null;
              setPicked(item);
              // The picture's name as the legend, until one is typed.
              if (item && legend === (picked?.label ?? '')) setLegend(item.label);
            }}
          >
            {assets &&
              (browse.result?.items ?? []).map((item) => (
                <Radio key={item.id} value={item.id} aria-label={item.label} label={<Tile item={item} assets={assets} />} />
              ))}
          </RadioGroup>
        </Field>
        <BrowseFooter browse={browse} pageSize={PAGE_SIZE} available={assets !== null} />
        <Field label={t('articles.structured.imageLegend')}>
          <Input value={legend} onChange={(_event, data) => setLegend(data.value)} />
        </Field>
    </InsertDialog>
  );
}
