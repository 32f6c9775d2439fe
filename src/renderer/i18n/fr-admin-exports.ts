/** Export page: authors, references, published elements (spec 2 §2.9, §5; issue 12). */
export const frAdminExports = {
  intro: 'Exportez ce qu’une revue a mis en ligne sur une période de 60 jours au plus (dates de début et de fin comprises, heure de Paris).',
  form: 'Export des données',
  periodical: 'Revue',
  periodicalPlaceholder: 'Choisir une revue',
  startDate: 'Date de début',
  endDate: 'Date de fin',
  dateHint: 'jj/mm/aaaa',
  files: 'Fichiers',
  kinds: {
    authors: 'Exporter les auteurs',
    references: 'Exporter les références',
    publication: 'Exporter les éléments publiés',
  },
  kindHints: {
    authors: 'Classeur Excel (.xlsx) : les auteurs de ce qui a été mis en ligne, avec leurs titres.',
    references: 'Fichier CSV : une ligne par article ou lot mis en ligne, avec sa référence.',
    publication: 'Classeur Excel (.xlsx) : les publications, articles et lots mis en ligne. Réservé aux administrateurs.',
  },
  started: 'Export lancé : « {{name}} » arrive dans les téléchargements.',
  failed: 'L’export n’a pas pu être lancé.',
} as const;
