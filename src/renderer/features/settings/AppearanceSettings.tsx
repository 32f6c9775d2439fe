import { useTranslation } from 'react-i18next';
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { THEME_CHOICES, type DesktopSettings, type ThemeChoice } from '@shared/domain/files';
import { useBridge } from '../../bridge/BridgeContext';
import { SettingsSection } from './SettingsSection';
import { useSettingsChange } from './useSettings';

const isThemeChoice = (value: string): value is ThemeChoice => (THEME_CHOICES as readonly string[]).includes(value);

/** Light or dark: as the system says, or the user's choice; applied at once, kept for the next start. */
export function AppearanceSettings({ settings }: { settings: DesktopSettings }) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const change = useSettingsChange((theme: ThemeChoice) => bridge.invoke('settings.update', { theme }));
  return (
    <SettingsSection id="apparence" title={t('settings.appearance.title')}>
      <Field label={t('settings.appearance.theme')}>
        <RadioGroup value={settings.theme} disabled={change.isPending} onChange={(_event, data) => isThemeChoice(data.value) && change.mutate(data.value)}>
          {THEME_CHOICES.map((choice) => (
            <Radio key={choice} value={choice} label={t(`settings.appearance.choices.${choice}`)} />
          ))}
        </RadioGroup>
      </Field>
    </SettingsSection>
  );
}
