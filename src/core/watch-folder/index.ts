export { createWatchFolderService, type WatchFolderOptions, type WatchFolderService } from './service';
export type { ArticleImport } from './judge-file';
