/** Wordings of the bundle pages (spec 2 §2.7; what the specs do not give is written here once). */
export const frBundles = {
  view: { organise: 'Organiser le lot', editStructure: 'Modifier la structure' },
  plan: {
    label: 'Plan du lot',
    empty: 'Le plan du lot est vide.',
    emptyOrganise: 'Le plan du lot n’a pas de section : le modèle du lot n’en a pas donné.',
  },
  summary: {
    label: 'Résumé du lot',
    type: 'Type',
    template: 'Modèle',
    status: 'Statut',
    publication: 'Publication',
    planNode: 'Rubrique',
    planSaved: 'Plan enregistré',
    /** What a back-office answering only spec 2 §3's bundle does not say (its template, the plan's last save). */
    untold: 'Non communiqué',
  },
  organise: {
    title: 'Organiser le lot {{name}}',
    crumb: 'Organiser',
    saved: 'Plan du lot enregistré.',
    saveFailed: 'Le plan du lot n’a pas été enregistré : {{message}}',
    stale: 'Le plan du lot a été modifié par ailleurs depuis que vous l’avez ouvert : {{message}}',
    /** Spec 2 §2.7. */
    leave: 'Souhaitez-vous vraiment annuler la saisie en cours ?',
    leaveTitle: 'Modifications non enregistrées',
    saveAndLeave: 'Enregistrer et quitter',
    leaveWithoutSaving: 'Annuler la saisie',
    /** The candidate table's words where a bundle's differ from a publication's. */
    candidates: {
      label: 'Articles à placer',
      attachedOnly: 'Rattachés à ce lot seulement',
      inPlan: 'Dans le plan du lot',
      add: 'Ajouter au plan du lot',
      addNamed: 'Ajouter « {{name}} » au plan du lot',
      dragHint: 'Glissez une ligne dans le plan du lot, ou sélectionnez une section puis « Ajouter au plan du lot ».',
    },
  },
} as const;
