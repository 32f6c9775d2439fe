import { mergeClasses } from '@fluentui/react-components';
import { RichText } from '../RichText';
import { useDefinitionListStyles } from '../definition-list-styles';
import type { MetaEntry } from './media-metadata';

/** A media item's metadata as a two-column definition list (term, value); rich values keep their marks. */
export function MetadataList({ entries, className }: { entries: readonly MetaEntry[]; className?: string }) {
  const dl = useDefinitionListStyles();
  return (
    <dl className={mergeClasses(dl.list, className)}>
      {entries.map((entry) => (
        <div key={entry.key} className={dl.row}>
          <dt className={dl.term}>{entry.label}</dt>
          {entry.rich ? <RichText as="dd" className={dl.value} value={entry.value} /> : <dd className={dl.value}>{entry.value}</dd>}
        </div>
      ))}
    </dl>
  );
}
