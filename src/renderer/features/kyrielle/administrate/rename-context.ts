import { createContext, useContext } from 'react';

/** What a level's label needs to rename it inline (arborist renders the rows; a stable renderLabel reads this). */
export interface LevelRename {
  onRename(levelId: string, name: string): void;
}

export const LevelRenameContext = createContext<LevelRename | null>(null);

export function useLevelRename(): LevelRename {
  const rename = useContext(LevelRenameContext);
  if (!rename) throw new Error('useLevelRename outside its provider');
  return rename;
}
