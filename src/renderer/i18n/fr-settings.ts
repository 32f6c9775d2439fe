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
};
