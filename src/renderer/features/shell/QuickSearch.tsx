import { useCallback, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { SearchBox, makeStyles, usePositioning } from '@fluentui/react-components';
import { proposalPath, proposalTypesFor } from '@shared/rules/quick-search';
import { useCommand } from '../../app/commands/useCommand';
import { useBridge } from '../../bridge/BridgeContext';
import { useDebouncedValue } from '../../components/list/useDebouncedValue';
import { useRoles } from '../auth/useAuth';
import { TOP_BAR_FROM_ROOMY, TOP_BAR_FROM_WIDE } from './breakpoints';
import { QuickSearchListbox } from './quick-search/QuickSearchListbox';
import { flattenOptions, groupProposals, type SuggestionOption } from './quick-search/suggestions';
import { quickSearchPath, quickSearchScope } from './sections';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
  },
  // Narrower on a narrow window, where the tabs need the room (TopBar). Widening queries, in order: Griffel
  // sorts its media queries by their text, and the last one that holds wins.
  box: {
    width: '160px',
    [TOP_BAR_FROM_ROOMY]: { width: '200px' },
    [TOP_BAR_FROM_WIDE]: { width: '280px' },
  },
});

/** Typing pauses this long before suggestions are asked. */
export const QUICK_SEARCH_DEBOUNCE_MS = 250;

function queryOf(search: string): string {
  return new URLSearchParams(search).get('query') ?? '';
}

/**
 * Quick search (spec 1 §2). As the user types (debounced; an empty text asks nothing), suggestions per type
 * come under the free-text entry "Rechercher {query} dans {section}"; arrows and Enter choose one, Escape
 * closes them, and choosing navigates by type (rules/quick-search). Enter without a suggestion chosen opens
 * the current section's list (else the articles list) with ?query=. Ctrl+K / Cmd+K (Fichier > Recherche
 * rapide…) focuses the box.
 */
export function QuickSearch() {
  const styles = useStyles();
  const { t } = useTranslation();
  const roles = useRoles();
  const bridge = useBridge();
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  // The box shows the query of the page displayed, until the user types; a new page resets it.
  const [draft, setDraft] = useState(() => ({ key: location.key, value: queryOf(location.search) }));
  if (draft.key !== location.key) setDraft({ key: location.key, value: queryOf(location.search) });
  const value = draft.key === location.key ? draft.value : queryOf(location.search);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const text = value.trim();
  const debounced = useDebouncedValue(text, QUICK_SEARCH_DEBOUNCE_MS);
  const proposals = useQuery({
    queryKey: ['quick-search', debounced],
    queryFn: () => bridge.invoke('search.proposals', debounced),
    enabled: open && debounced !== '',
    staleTime: 30_000,
  });
  // Only the answer to what is typed now is shown: an answer to an older text never is.
  const settled = debounced === text;
  // Only what the user may open: a back-office need not filter its proposals by role (the reference server does).
  const allowed = new Set(proposalTypesFor(roles));
  const groups = settled && proposals.data ? groupProposals(proposals.data.filter((p) => allowed.has(p.type))) : [];
  const options = flattenOptions(text, groups);
  const expanded = open && options.length > 0;
  const scope = quickSearchScope(location.pathname, roles);
  const { targetRef, containerRef } = usePositioning({ position: 'below', align: 'end', offset: 4, enabled: expanded });
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);

  useCommand('quickSearch', () => {
    input.current?.focus();
    input.current?.select();
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: SuggestionOption) => {
    close();
    input.current?.blur();
    navigate(proposalPath(option.target, roles, scope));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    navigate(quickSearchPath(location.pathname, value, roles));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
    }
  };

  return (
    <form ref={targetRef} role="search" className={styles.form} onSubmit={submit}>
      <SearchBox
        ref={input}
        className={styles.box}
        role="combobox"
        aria-label={t('shell.quickSearch')}
        aria-keyshortcuts="Control+K Meta+K"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        title={`${t('shell.quickSearch')} (${t('shell.quickSearchShortcut')})`}
        placeholder={t('shell.quickSearchPlaceholder')}
        value={value}
        onChange={(_event, data) => {
          setDraft({ key: location.key, value: data.value });
          setActive(-1);
          setOpen(data.value.trim() !== '');
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(text !== '')}
        onBlur={close}
      />
      {expanded && (
        <QuickSearchListbox
          id={listboxId}
          freeText={t('list.quickSearch.freeText', { query: text, section: t(`list.sections.${scope}`) })}
          groups={groups}
          options={options}
          active={active}
          optionId={optionId}
          loading={!settled || (proposals.isFetching && !proposals.data)}
          failed={settled && proposals.isError}
          onChoose={choose}
          onHover={setActive}
          containerRef={containerRef}
        />
      )}
    </form>
  );
}
