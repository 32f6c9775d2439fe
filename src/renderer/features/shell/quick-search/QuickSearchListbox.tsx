import { useEffect, type ComponentType, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Portal, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  BookRegular,
  DocumentRegular,
  FolderRegular,
  ImageRegular,
  MegaphoneRegular,
  PersonRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import type { ProposalType } from '@shared/rules/quick-search';
import type { SuggestionGroup, SuggestionOption } from './suggestions';

const ICONS: Record<ProposalType, ComponentType<{ className?: string }>> = {
  QUERY: SearchRegular,
  AUTHOR: PersonRegular,
  IMAGE: ImageRegular,
  AD: MegaphoneRegular,
  ARTICLE: DocumentRegular,
  BUNDLE: FolderRegular,
  PUBLICATION: BookRegular,
};

const useStyles = makeStyles({
  root: {
    width: '440px',
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: '70vh',
    overflowY: 'auto',
    boxSizing: 'border-box',
    padding: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    zIndex: 10,
  },
  groupLabel: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXXS}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    outline: `${tokens.strokeWidthThin} solid ${tokens.colorStrokeFocus2}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Selected },
  },
  icon: { flexShrink: 0, fontSize: '16px', color: tokens.colorNeutralForeground3 },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  status: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
});

export interface QuickSearchListboxProps {
  id: string;
  /** The free-text entry's wording: "Rechercher … dans …". */
  freeText: string;
  groups: readonly SuggestionGroup[];
  options: readonly SuggestionOption[];
  active: number;
  optionId(index: number): string;
  loading: boolean;
  failed: boolean;
  onChoose(option: SuggestionOption): void;
  onHover(index: number): void;
  /** Where the positioning of the box puts the popup (it lives in a portal, above every screen). */
  containerRef: Ref<HTMLDivElement>;
}

/**
 * The suggestions of quick search: a listbox owned by the search box (aria-activedescendant), the free-text
 * entry first, then one labelled group per type. Clicks do not take the focus from the box.
 */
export function QuickSearchListbox(props: QuickSearchListboxProps) {
  const { id, freeText, groups, options, active, optionId, loading, failed, onChoose, onHover, containerRef } = props;
  const { t } = useTranslation();
  const styles = useStyles();

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, optionId]);

  const indexOf = new Map(options.map((option, i) => [option.key, i]));
  const renderOption = (option: SuggestionOption, label: string) => {
    const i = indexOf.get(option.key) ?? -1;
    const Icon = ICONS[option.target.type];
    return (
      <div
        key={option.key}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        className={mergeClasses(styles.option, i === active && styles.active)}
        onClick={() => onChoose(option)}
        onMouseMove={() => i !== active && onHover(i)}
      >
        <Icon className={styles.icon} aria-hidden="true" />
        <span className={styles.label}>{label}</span>
      </div>
    );
  };

  const [free, ...rest] = options;
  return (
    <Portal>
      <div ref={containerRef} id={id} role="listbox" aria-label={t('list.quickSearch.suggestions')} className={styles.root} onMouseDown={(e) => e.preventDefault()}>
        {free && renderOption(free, freeText)}
        {groups.map((group) => {
          const labelId = `${id}-${group.type}`;
          const members = rest.filter((o) => o.target.type === group.type);
          return (
            <div key={group.type} role="group" aria-labelledby={labelId}>
              <span id={labelId} role="presentation" className={styles.groupLabel}>
                {t(`list.quickSearch.groups.${group.type}`)}
              </span>
              {members.map((option) => renderOption(option, option.target.label))}
            </div>
          );
        })}
        {loading && (
          <div role="presentation" className={styles.status}>
            <Spinner size="extra-tiny" labelPosition="after" label={t('list.quickSearch.loading')} />
          </div>
        )}
        {failed && (
          <Text role="presentation" className={styles.status}>
            {t('list.quickSearch.failed')}
          </Text>
        )}
      </div>
    </Portal>
  );
}
