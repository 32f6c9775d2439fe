import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { KYRIELLE_DEBOUNCE_MS } from '@shared/domain/kyrielle';
import { codeNotice, droppedCharacters, formatCode, parseCode, secondPartEnabled, withFirst, withSecond } from '@shared/rules/kyrielle-code';
import { KYRIELLE_PUBLICATION_PERIODICAL, publicationQueryOf, type KyrielleFilters } from '@shared/rules/kyrielle-filters';
import { useBridge } from '../../../bridge/BridgeContext';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue';

const useStyles = makeStyles({
  code: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  part: { width: '72px' },
  proposals: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0, marginTop: tokens.spacingVerticalXS },
  chosen: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
});

/** Spec 2 §9: autocompletes read page 0, 20 proposals. */
const PROPOSALS = 20;

export interface PublicationCodeFieldProps {
  filters: Pick<KyrielleFilters, 'code' | 'publication'>;
  set<K extends 'code' | 'publication'>(key: K, value: KyrielleFilters[K]): void;
}

/**
 * The layout tool's GDA publication filter (spec 2 §7 POST /api/search/autocomplete/publication): the code
 * typed in its mask (issue 13) proposes the GDA publications it names, letters or digits, as the user
 * types; the one chosen filters the search. A six-digit code still filters by that number at once. What the
 * mask drops, or a code of letters that filters nothing by itself, is said under it (issue 25).
 */
export function PublicationCodeField({ filters, set }: PublicationCodeFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const code = parseCode(filters.code);
  const [dropped, setDropped] = useState('');
  const notice = codeNotice(code, dropped, filters.publication !== null);
  const type = (typed: string, next: string) => {
    setDropped(droppedCharacters(typed));
    set('code', next);
  };
  const query = useDebouncedValue(publicationQueryOf(filters.code), KYRIELLE_DEBOUNCE_MS);
  const proposals = useQuery({
    queryKey: ['kyrielle', 'publications', query],
    queryFn: () => bridge.invoke('publications.autocomplete', { query, periodicalIdFilter: [KYRIELLE_PUBLICATION_PERIODICAL], page: 0, size: PROPOSALS }),
    enabled: query !== '' && filters.publication === null,
    staleTime: 60_000,
  });
  const chosen = filters.publication;
  const chosenLabel = proposals.data?.find((p) => p.id === chosen)?.label ?? t('kyrielleTool.search.publicationNumber', { id: chosen ?? 0 });
  return (
    <Field label={t('kyrielleTool.search.code')} {...(notice === null ? {} : { validationState: 'warning' as const, validationMessage: notice })}>
      <div className={styles.code}>
        <Input className={styles.part} aria-label={t('kyrielleTool.search.codeFirst')} value={code.first} onChange={(_e, d) => type(d.value, formatCode(withFirst(code, d.value)))} />
        <span aria-hidden>-</span>
        <Input
          className={styles.part}
          aria-label={t('kyrielleTool.search.codeSecond')}
          disabled={!secondPartEnabled(code)}
          value={code.second}
          onChange={(_e, d) => type(d.value, formatCode(withSecond(code, d.value)))}
        />
      </div>
      {chosen !== null ? (
        <div className={styles.chosen}>
          <Caption1>{t('kyrielleTool.search.publicationChosen', { label: chosenLabel })}</Caption1>
          <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={t('kyrielleTool.search.publicationClear', { label: chosenLabel })} onClick={() => set('publication', null)} />
        </div>
      ) : (
        query !== '' &&
        proposals.isSuccess &&
        (proposals.data.length === 0 ? (
          <Caption1>{t('kyrielleTool.search.publicationNone')}</Caption1>
        ) : (
          <ul className={styles.proposals} aria-label={t('kyrielleTool.search.publications')}>
            {proposals.data.map((p) => (
              <li key={p.id}>
                <Button size="small" onClick={() => set('publication', p.id)}>
                  {p.label}
                </Button>
              </li>
            ))}
          </ul>
        ))
      )}
    </Field>
  );
}
