export { createSettingsService, defaultSettings, MemorySettingsStore, systemDownloadDir } from './settings-service';
export type { SettingsPatch, SettingsService, SystemFolders } from './settings-service';
