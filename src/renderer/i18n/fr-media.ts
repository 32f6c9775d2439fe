/**
 * Wordings of the media components every image and ad screen shares (components/media: tile, zoom dialog,
 * image form, file information, uses, name copy), under media in the catalogue; and those of the rich text
 * input (components/RichTextInput), under richText.
 */
export const frMedia = {
  /** The placeholder picture of an image that cannot be shown (spec 1 §7). */
  placeholder: 'Image indisponible',
  tile: {
    zoom: 'Agrandir {{name}}',
    open: 'Ouvrir {{name}}',
    select: 'Sélectionner {{name}}',
    disabledMark: 'Désactivée',
  },
  meta: {
    title: "Informations sur l'image",
    name: 'Nom',
    format: 'Format',
    color: 'Couleur',
    framing: 'Type',
    dimensions: 'Dimensions',
    dimensionsValue: '{{width}} × {{height}} px',
    weight: 'Poids',
    dpi: 'Résolution',
    dpiValue: '{{dpi}} dpi',
    fileType: 'Type de fichier',
    uploadDate: 'Envoyée le',
    modificationDate: 'Modifiée le',
    dateBy: '{{date}} par {{user}}',
    credits: 'Crédits',
    sources: 'Sources',
    tags: 'Mots-clés',
    quality: 'Qualité',
    comments: 'Commentaires',
    notProvided: 'Non renseigné',
  },
  formats: {
    LARGE: 'Grand format',
    THUMBNAIL: 'Vignette',
  },
  mimeTypes: {
    JPG: 'JPEG',
    PNG: 'PNG',
  },
  colors: {
    COLOR: 'Couleur',
    N_AND_ONE_COLOR: 'Noir et une couleur',
    BLACK_AND_WHITE: 'Noir et blanc',
  },
  framings: {
    PORTRAIT: 'Portrait',
    SKETCH: 'Croquis',
    WIDE_PLAN: 'Plan large',
  },
  qualities: {
    OK: 'Bonne',
    BAD: 'Mauvaise',
  },
  form: {
    title: "Modifier l'image",
    id: 'Identifiant',
    size: 'Taille',
    sizeValue: '{{format}} ({{width}} × {{height}} px)',
    name: 'Nom',
    color: 'Couleur',
    colorPlaceholder: 'Choisir une couleur',
    framing: 'Type',
    credits: 'Crédits',
    sources: 'Sources',
    richTextCount: '{{count}} / {{max}} caractères',
    tags: 'Mots-clés',
    quality: 'Qualité',
    badQuality: 'Mauvaise qualité',
    comments: 'Commentaires',
    enable: 'Activée',
    enableLocked: 'Seuls les administrateurs des images peuvent activer ou désactiver une image.',
    colorRequired: 'La couleur est obligatoire.',
    framingRequired: 'Le type est obligatoire.',
  },
  fileInfo: {
    title: 'Informations sur le fichier',
    adSize: 'Format',
  },
  usage: {
    title: 'Utilisations',
    articles: 'Articles',
    publications: 'Publications',
    ads: 'Publicités',
    counted: '{{label}} ({{count}})',
    empty: 'Aucune utilisation.',
    /** Spec 1 §3 Image lists no publication: said when the publication search could not tell either. */
    publicationsUnknown: 'Les publications qui la montrent ne sont pas connues.',
    types: {
      ARTICLE: 'Article',
      BUNDLE: 'Lot',
    },
    /** Publication statuses of spec 2 §4: a publication publishing or published locks the ads it shows. */
    statuses: {
      IN_PROGRESS: 'En cours',
      PUBLISHING: 'En publication',
      PUBLISHED: 'Publiée',
    },
  },
  copyName: 'Copier le nom « {{name}} »',
  copyFailed: "La copie dans le presse-papiers n'a pas abouti.",
} as const;

export const frRichText = {
  toolbar: 'Mise en forme de « {{label}} »',
  italic: 'Italique',
  bold: 'Gras',
  superscript: 'Exposant',
  subscript: 'Indice',
} as const;
