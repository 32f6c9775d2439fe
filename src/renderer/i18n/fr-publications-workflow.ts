/** Wordings of the publication workflow (spec 2; what the specs do not give is written here once). */
export const frPublicationsWorkflow = {
  menu: {
    rowLabel: 'Actions de la publication {{name}}',
    header: 'Actions',
    empty: 'Aucune action disponible',
  },
  items: {
    edit: 'Modifier',
    generatePlacard: 'Générer le placard',
    generatePrinterPdf: 'Générer le PDF imprimeur',
    bat: 'Donner le BAT',
    cancelPrinterPdf: 'Annuler le PDF imprimeur',
    unlockPlacard: 'Déverrouiller le placard',
    bapAll: 'BAP de tous les articles',
    close: 'Clôturer…',
    cancelClosing: 'Annuler la clôture programmée',
    viewPlacard: 'Voir le placard',
    viewPrinterPdf: 'Voir le PDF imprimeur',
  },
  progress: {
    PLACARD: 'Placard en cours de génération…',
    PRINTER_PDF: 'PDF imprimeur en cours de génération…',
  },
  confirm: {
    generatePlacard: {
      title: 'Générer le placard',
      text: 'Générer le placard de la publication {{name}} ? Vous serez prévenu quand il sera prêt.',
      action: 'Générer',
    },
    generatePrinterPdf: {
      title: 'Générer le PDF imprimeur',
      text: 'Générer le PDF imprimeur de la publication {{name}} ? La publication passera en cours de publication.',
      action: 'Générer',
    },
    bat: {
      title: 'Donner le BAT',
      text: 'Donner le bon à tirer du PDF imprimeur de la publication {{name}} ? Il ne pourra plus être annulé.',
      action: 'Donner le BAT',
    },
    cancelPrinterPdf: {
      title: 'Annuler le PDF imprimeur',
      text: 'Annuler le PDF imprimeur de la publication {{name}} ? La publication redeviendra en cours et ses articles resteront BAP.',
      action: 'Annuler le PDF',
    },
    unlockPlacard: {
      title: 'Déverrouiller le placard',
      text: 'Déverrouiller le placard de la publication {{name}} ? Un nouveau placard pourra être demandé.',
      action: 'Déverrouiller',
    },
    cancelClosing: {
      title: 'Annuler la clôture programmée',
      text: 'Annuler la clôture de la publication {{name}} programmée le {{date}} ?',
      action: 'Annuler la clôture',
    },
  },
  closeDialog: {
    title: 'Clôturer la publication {{name}}',
    now: 'Maintenant',
    later: 'À une date (heure de Paris)',
    when: 'Quand ?',
    date: 'Date et heure de clôture',
    dateRequired: 'Choisissez une date et une heure à venir.',
    submit: 'Clôturer',
  },
  done: {
    GENERATE_PUBLICATION_PLACARD: 'Placard demandé : vous serez prévenu quand il sera prêt.',
    GENERATE_PUBLICATION_PRINTER_PDF: 'PDF imprimeur demandé : vous serez prévenu quand il sera prêt.',
    BAT_PUBLICATION: 'BAT donné.',
    INVALIDATE_PUBLICATION_PRINTER_PDF: 'PDF imprimeur annulé.',
    UNLOCK_PUBLICATION_PLACARD: 'Placard déverrouillé.',
    BAP_ARTICLES_OF_PUBLICATION: 'Les articles de la publication sont BAP.',
    CLOSE_PUBLICATION: 'Publication clôturée.',
  },
  /** Spec 2 §8 "Close success shows the publication close success text". */
  closeSuccess: 'La publication {{name}} est clôturée.',
  closeScheduled: 'La clôture de la publication {{name}} est programmée le {{date}}.',
  closingCancelled: 'La clôture programmée de la publication {{name}} est annulée.',
  scheduled: 'Clôture programmée le {{date}} par {{user}}',
  errors: {
    /** Spec 2 §8: a 400 or 403 whose message starts with WORKFLOW_ is the key. */
    WORKFLOW_FORBIDDEN: 'Vous n’avez pas le droit de faire cette action sur cette publication.',
    WORKFLOW_NOT_AVAILABLE: 'Cette action n’est pas possible dans l’état actuel de la publication.',
    WORKFLOW_NOT_FOUND: 'La publication est introuvable.',
    /** Another WORKFLOW_ key of the back-office: the key is the message (spec 2 §8). */
    otherKey: 'Le flux de travail a refusé l’action ({{key}}).',
    /** Spec 2 §8 scheduling. */
    PUBLICATION_CAN_T_BE_CLOSED: 'La publication ne peut pas être clôturée.',
    withReason: '{{message}} {{reason}}',
    /** Other statuses, by code. */
    status: {
      badRequest: 'La demande a été refusée par le serveur.',
      forbidden: 'Vous n’avez pas le droit de faire cette action.',
      notFound: 'La publication est introuvable.',
      conflict: 'La publication a été modifiée entre-temps. Rechargez-la puis réessayez.',
      other: 'L’action n’a pas abouti (erreur {{status}}). Veuillez réessayer.',
    },
  },
  /** Spec 2 §8: a failed download of a placard or BAT, keyed by HTTP status and entity type. */
  pdfLabel: {
    placard: 'Placard {{name}}',
    BAT: 'PDF imprimeur {{name}}',
  },
  notice: {
    openPdf: 'Ouvrir le PDF',
  },
} as const;
