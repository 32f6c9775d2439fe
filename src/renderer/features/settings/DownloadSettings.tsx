import { useTranslation } from 'react-i18next';
import { Button, Field, Radio, RadioGroup, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FolderOpen20Regular } from '@fluentui/react-icons';
import type { MethodArgs } from '@shared/contract';
import type { DesktopSettings } from '@shared/domain/files';
import { useBridge } from '../../bridge/BridgeContext';
import { useAppConfig } from '../../app/config';
import { SettingsSection } from './SettingsSection';
import { useSettingsChange } from './useSettings';

const useStyles = makeStyles({
  folder: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  path: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/** Where downloads go, whether to ask each time, and how PDFs open. */
export function DownloadSettings({ settings }: { settings: DesktopSettings }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const bridge = useBridge();
  const isElectron = useAppConfig()?.host === 'electron';
  const choose = useSettingsChange(() => bridge.invoke('settings.chooseDownloadDir'));
  const patch = useSettingsChange((value: MethodArgs<'settings.update'>[0]) => bridge.invoke('settings.update', value));

  return (
    <SettingsSection id="telechargements" title={t('settings.downloads.title')}>
      <Field label={t('settings.downloads.folder')} hint={isElectron ? undefined : t('settings.webHostFolders')}>
        <div className={styles.folder}>
          <Text className={styles.path}>{settings.downloadDir}</Text>
          <Button icon={<FolderOpen20Regular />} disabled={choose.isPending} onClick={() => choose.mutate(undefined)}>
            {t('settings.downloads.choose')}
          </Button>
        </div>
      </Field>
      <Switch
        label={t('settings.downloads.ask')}
        checked={settings.askWhereToSave}
        disabled={!isElectron || patch.isPending}
        onChange={(_event, data) => patch.mutate({ askWhereToSave: data.checked })}
      />
      <Field label={t('settings.downloads.pdfViewer')}>
        <RadioGroup value={settings.pdfViewer} disabled={patch.isPending} onChange={(_event, data) => patch.mutate({ pdfViewer: data.value === 'system' ? 'system' : 'app' })}>
          <Radio value="app" label={t('settings.downloads.pdfInApp')} />
          <Radio value="system" label={t('settings.downloads.pdfInSystem')} />
        </RadioGroup>
      </Field>
    </SettingsSection>
  );
}
