/** Sentences of the specs that more than one process shows (the renderer's guard, Electron's close dialog). */

/** Spec 1 §2: leaving a screen with unsaved changes. */
export const LEAVE_CONFIRMATION = 'Êtes vous sûr de vouloir quitter cette page ? Des modifications en cours pourraient être perdues';
