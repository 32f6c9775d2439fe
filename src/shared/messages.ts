/** Sentences of the specs that more than one process shows (the renderer's guard, Electron's close dialog). */

/** Spec 1 §2: leaving a screen with unsaved changes. */
export const LEAVE_CONFIRMATION = 'Êtes vous sûr de vouloir quitter cette page ? Des modifications en cours pourraient être perdues';

/** Spec 1 §8 errors.global: a load failed (the screens' alert; core's refusal of an answer it cannot read). */
export const LOAD_FAILED = 'Une erreur est survenue lors du chargement. Veuillez réessayer.';
