/**
 * The watched import folder and dragging files out of Pupitre (issue 14). Filled in by the work on the
 * watched folder: its methods and events are declared here and nowhere else.
 */
export const watchedFolderMethods = {} as const;

export const watchedFolderEvents = {} as const;
