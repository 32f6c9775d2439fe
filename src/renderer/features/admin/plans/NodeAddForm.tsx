import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Field, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { REFERENCE_LINK_MAX_LENGTH, checkReferenceLink } from '@shared/rules/reference-link';
import { PLAN_NAME_MAX_LENGTH } from '@shared/rules/plan-input';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  noLink: { gridTemplateColumns: 'minmax(0, 1fr) auto auto' },
  // The label row of the fields: the checkbox and the button line up with the inputs, not with the labels.
  aligned: { paddingTop: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalXXS})` },
});

export interface NewLevel {
  name: string;
  /** The reference link (renvoi), '' for none. */
  link: string;
  atRoot: boolean;
}

export interface NodeAddFormProps {
  /** The tree the level goes into: names the form. */
  treeLabel: string;
  /** Bundle structures (spec 2 §5): a level may carry a reference link, checked against the allowed patterns. */
  withLink: boolean;
  disabled?: boolean;
  /** Adds the level; true when it was (the form is then emptied), false when refused (it is kept). */
  onAdd(level: NewLevel): boolean;
}

/**
 * Adding a level to an admin plan (spec 2 §5): the name is required, "Ajouter" stays disabled while it is
 * empty, Enter adds. A reference link, where offered, must match an allowed pattern, or the field says so
 * and "Ajouter" stays disabled. The level goes into the level chosen in the tree, or at the root.
 */
export function NodeAddForm({ treeLabel, withLink, disabled = false, onAdd }: NodeAddFormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const atRootId = useId();
  const [name, setName] = useState('');
  const [link, setLink] = useState('');
  const [atRoot, setAtRoot] = useState(false);
  const linkVerdict = checkReferenceLink(link);
  const canAdd = !disabled && name.trim() !== '' && linkVerdict.allowed;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canAdd) return;
    if (onAdd({ name: name.trim(), link: withLink ? link.trim() : '', atRoot })) {
      setName('');
      setLink('');
    }
  };

  return (
    <form aria-label={t('adminPlans.node.formLabel', { tree: treeLabel })} className={mergeClasses(styles.root, !withLink && styles.noLink)} onSubmit={submit} noValidate>
      <Field label={t('adminPlans.node.name')} required>
        <Input
          value={name}
          maxLength={PLAN_NAME_MAX_LENGTH}
          placeholder={t('adminPlans.node.namePlaceholder')}
          disabled={disabled}
          autoComplete="off"
          onChange={(_event, data) => setName(data.value)}
        />
      </Field>
      {withLink && (
        <Field
          label={t('adminPlans.node.link')}
          hint={linkVerdict.allowed ? t('adminPlans.node.linkHint') : undefined}
          validationState={linkVerdict.allowed ? 'none' : 'error'}
          validationMessage={linkVerdict.allowed ? undefined : linkVerdict.reason}
        >
          <Input value={link} maxLength={REFERENCE_LINK_MAX_LENGTH} disabled={disabled} autoComplete="off" onChange={(_event, data) => setLink(data.value)} />
        </Field>
      )}
      <div className={styles.aligned}>
        <Checkbox id={atRootId} label={t('adminPlans.node.atRoot')} checked={atRoot} disabled={disabled} title={t('adminPlans.node.atRootHint')} onChange={(_event, data) => setAtRoot(data.checked === true)} />
      </div>
      <div className={styles.aligned}>
        <Button type="submit" appearance="primary" icon={<AddRegular />} disabled={!canAdd}>
          {t('adminPlans.node.add')}
        </Button>
      </div>
    </form>
  );
}
