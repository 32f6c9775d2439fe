/** The desktop settings page (issue 14). */
export const frSettings = {
  loading: 'Chargement des paramètres…',
  loadFailed: 'Les paramètres n’ont pas pu être lus.',
  saveFailed: 'Le paramètre n’a pas pu être enregistré.',
  webHostFolders: 'Dans le navigateur, le dossier est celui que le serveur web a reçu au démarrage.',
  appearance: {
    title: 'Apparence',
    theme: 'Thème',
    choices: { system: 'Comme le système', light: 'Clair', dark: 'Sombre' },
  },
  downloads: {
    title: 'Téléchargements',
    folder: 'Dossier de téléchargement',
    choose: 'Choisir un dossier…',
    ask: 'Demander où enregistrer chaque fichier',
    pdfViewer: 'Ouvrir les PDF',
    pdfInApp: 'Dans une fenêtre de Pupitre',
    pdfInSystem: 'Avec la visionneuse du système',
  },
  watchFolder: {
    title: 'Dossier d’import surveillé',
    intro:
      'Les fichiers XML déposés dans ce dossier sont importés comme un dépôt sur la fenêtre, sous votre compte, tant que vous êtes connecté. Importés, ils vont dans « importés » ; refusés, dans « refusés », avec un fichier .txt qui donne la raison. Rien n’est supprimé.',
    folder: 'Dossier surveillé',
    none: 'Aucun dossier surveillé.',
    choose: 'Choisir le dossier surveillé',
    stop: 'Arrêter la surveillance',
    openLog: 'Ouvrir le journal',
    webHostFolder: 'Dans le navigateur, le dossier est celui que le serveur web a reçu au démarrage (WATCH_DIR).',
    status: {
      watching: 'Surveillance en cours',
      paused: 'En pause jusqu’à la prochaine connexion',
      off: 'Surveillance arrêtée',
    },
    counts: '{{imported}} importé(s), {{refused}} refusé(s), {{waiting}} en attente',
    logTitle: 'Journal du dossier surveillé',
    logEmpty: 'Le journal est vide.',
    logFailed: 'Le journal n’a pas pu être lu.',
    close: 'Fermer',
    notice: {
      imported: 'Dossier surveillé : fichier importé',
      refused: 'Dossier surveillé : fichier refusé',
      openArticle: 'Ouvrir l’article',
    },
  },
};
