/** Push-online administration: the table, the countdown, its actions (spec 2 §2.9; issue 12). */
export const frPushOnline = {
  intro: 'Les mises en ligne programmées et celles qui ont échoué, de la plus proche à la plus lointaine. Heures de Paris.',
  table: 'Mises en ligne programmées',
  refresh: 'Actualiser',
  loading: 'Chargement des mises en ligne…',
  loadFailed: 'La liste des mises en ligne n’a pas pu être chargée.',
  columns: { id: 'Identifiant', name: 'Nom', remaining: 'Temps restant', actions: 'Actions' },
  scheduledBy: 'Prévue le {{date}} par {{user}}',
  /** Spec 2 §3 gives no scheduling user: said when the answer has one. */
  scheduledAt: 'Prévue le {{date}}',
  failed: 'Échec : {{error}}',
  actions: {
    pushNow: 'Mettre en ligne maintenant : {{name}}',
    cancel: 'Annuler la livraison : {{name}}',
    download: 'Télécharger l’export : {{name}}',
  },
  confirm: {
    pushNowTitle: 'Mettre en ligne maintenant ?',
    pushNowBody: 'La mise en ligne « {{name}} » prévue le {{date}} aura lieu tout de suite.',
    pushNowConfirm: 'Mettre en ligne',
    cancelTitle: 'Annuler la livraison ?',
    cancelBody: 'La mise en ligne « {{name}} » prévue le {{date}} sera supprimée ; ses articles ne seront pas mis en ligne.',
    cancelConfirm: 'Annuler la livraison',
  },
  done: {
    pushed: 'Mise en ligne « {{name}} » effectuée.',
    cancelled: 'Livraison « {{name}} » annulée.',
  },
  errors: {
    pushNow: 'La mise en ligne n’a pas pu être effectuée.',
    cancel: 'La livraison n’a pas pu être annulée.',
  },
  /** Spec 2 §2.9: days, hours, minutes, seconds, singular and plural, or "Maintenant" once elapsed. */
  countdown: {
    now: 'Maintenant',
    day: 'jour',
    days: 'jours',
    hour: 'heure',
    hours: 'heures',
    minute: 'minute',
    minutes: 'minutes',
    second: 'seconde',
    seconds: 'secondes',
  },
} as const;
