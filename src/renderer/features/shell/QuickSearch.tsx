import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchBox, makeStyles } from '@fluentui/react-components';
import { useRoles } from '../auth/useAuth';
import { quickSearchPath } from './sections';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    alignItems: 'center',
    minWidth: '120px',
  },
  box: {
    width: '280px',
    maxWidth: '100%',
  },
});

function queryOf(search: string): string {
  return new URLSearchParams(search).get('query') ?? '';
}

/**
 * Quick search (spec 1 §2): Enter opens the current section's list (else the articles list) with ?query=.
 * Ctrl+K / Cmd+K focuses it. Suggestions come in a later lot.
 */
export function QuickSearch() {
  const styles = useStyles();
  const { t } = useTranslation();
  const roles = useRoles();
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  // The box shows the query of the page displayed, until the user types; a new page resets it.
  const [draft, setDraft] = useState(() => ({ search: location.search, value: queryOf(location.search) }));
  if (draft.search !== location.search) setDraft({ search: location.search, value: queryOf(location.search) });
  const value = draft.search === location.search ? draft.value : queryOf(location.search);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(quickSearchPath(location.pathname, value, roles));
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <SearchBox
        ref={input}
        className={styles.box}
        aria-label={t('shell.quickSearch')}
        aria-keyshortcuts="Control+K Meta+K"
        title={`${t('shell.quickSearch')} (${t('shell.quickSearchShortcut')})`}
        placeholder={t('shell.quickSearchPlaceholder')}
        value={value}
        onChange={(_event, data) => setDraft({ search: location.search, value: data.value })}
      />
    </form>
  );
}
