import { useTranslation } from 'react-i18next';
import { Button, Tooltip } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { useCopyName } from './useCopyName';

/** The copy icon beside a name (a dialog title, a page header): copies the name, then "Copié". */
export function CopyNameButton({ name, className }: { name: string; className?: string }) {
  const { t } = useTranslation();
  const copyName = useCopyName();
  const label = t('media.copyName', { name });
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button appearance="subtle" size="small" className={className} icon={<Copy20Regular />} onClick={() => void copyName(name)} />
    </Tooltip>
  );
}
