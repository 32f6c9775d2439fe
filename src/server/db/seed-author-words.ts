import type { SeedRandom } from './seed-random';

/**
 * The words the author seed draws from: French names, particles, organisations, places, streets, functions,
 * notes, credits and titles. Data only; the seed-author modules turn them into authors, images and articles.
 */

export const MALE_FIRST_NAMES = ['Jean', 'Pierre', 'Louis', 'François', 'Philippe', 'Nicolas', 'Olivier', 'Thierry', 'Laurent', 'Bernard', 'Antoine', 'Julien', 'Mathieu', 'Guillaume', 'Hervé', 'Yves', 'Benoît', 'Jérôme', 'Cédric', 'Raphaël', 'Loïc', 'Grégoire', 'Aurélien', 'Maxime'];
export const FEMALE_FIRST_NAMES = ['Marie', 'Sophie', 'Claire', 'Isabelle', 'Catherine', 'Nathalie', 'Anne', 'Valérie', 'Émilie', 'Camille', 'Juliette', 'Agnès', 'Béatrice', 'Hélène', 'Céline', 'Laure', 'Margaux', 'Chloé', 'Solène', 'Inès', 'Noémie', 'Gaëlle', 'Élodie', 'Françoise'];
export const LAST_NAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin', 'Masson', 'Sanchez', 'Gérard', 'Nguyen', 'Boyer', 'Denis', 'Lemaire', 'Duval', 'Joly', 'Gautier', 'Roger', 'Rivière', 'Lucas', 'Brun', 'Giraud', 'Aubert', 'Barbier', 'Arnaud', 'Marchand', 'Caron', 'Benoît', 'Béranger', 'Cœurderoy', 'Lévêque', 'Prud’homme'];
export const PARTICLE_NAMES: readonly [string, string][] = [
  ['de', 'La Rochefoucauld'],
  ['de', 'Montalembert'],
  ['d’', 'Ormesson'],
  ['du', 'Plessis'],
  ['de la', 'Tour'],
  ['des', 'Essarts'],
  ['de', 'Saint-Exupéry'],
  ['d’', 'Harcourt'],
  ['van', 'Damme'],
  ['von', 'Hohenberg'],
];
export const ORGANISATIONS = [
  'Conseil national des barreaux',
  'Cabinet Lefèvre & Associés',
  'Université de Bordeaux',
  'Chambre des notaires de Paris',
  'Association Henri Capitant',
  'Fondation pour le droit continental',
  "Ordre des experts-comptables d'Île-de-France",
  'Centre de recherche en droit privé (CRDP)',
  'Barreau de Bruxelles',
  'Institut de droit des affaires de Lyon',
  'Société de législation comparée',
  'Cercle des juristes d’entreprise',
];

export interface Place {
  city: string;
  postCode: string;
  country: string;
  phoneCountry: string;
  weight: number;
}
export const PLACES: readonly Place[] = [
  { city: 'Paris', postCode: '75006', country: 'FRANCE', phoneCountry: 'FR', weight: 14 },
  { city: 'Lyon', postCode: '69002', country: 'FRANCE', phoneCountry: 'FR', weight: 6 },
  { city: 'Marseille', postCode: '13006', country: 'FRANCE', phoneCountry: 'FR', weight: 4 },
  { city: 'Bordeaux', postCode: '33000', country: 'FRANCE', phoneCountry: 'FR', weight: 4 },
  { city: 'Toulouse', postCode: '31000', country: 'FRANCE', phoneCountry: 'FR', weight: 3 },
  { city: 'Lille', postCode: '59000', country: 'FRANCE', phoneCountry: 'FR', weight: 3 },
  { city: 'Nantes', postCode: '44000', country: 'FRANCE', phoneCountry: 'FR', weight: 2 },
  { city: 'Strasbourg', postCode: '67000', country: 'FRANCE', phoneCountry: 'FR', weight: 2 },
  { city: 'Montpellier', postCode: '34000', country: 'FRANCE', phoneCountry: 'FR', weight: 2 },
  { city: 'Rennes', postCode: '35000', country: 'FRANCE', phoneCountry: 'FR', weight: 2 },
  { city: 'Aix-en-Provence', postCode: '13100', country: 'FRANCE', phoneCountry: 'FR', weight: 2 },
  { city: 'Saint-Étienne', postCode: '42000', country: 'FRANCE', phoneCountry: 'FR', weight: 1 },
  { city: 'Orléans', postCode: '45000', country: 'FRANCE', phoneCountry: 'FR', weight: 1 },
  { city: 'Besançon', postCode: '25000', country: 'FRANCE', phoneCountry: 'FR', weight: 1 },
  { city: 'Nîmes', postCode: '30000', country: 'FRANCE', phoneCountry: 'FR', weight: 1 },
  { city: 'Versailles', postCode: '78000', country: 'FRANCE', phoneCountry: 'FR', weight: 1 },
  { city: 'Grenoble', postCode: '38000', country: 'FRANCE', phoneCountry: 'FR', weight: 1 },
  { city: 'Pointe-à-Pitre', postCode: '97110', country: 'FRANCE', phoneCountry: 'FR', weight: 1 },
  { city: 'Bruxelles', postCode: '1000', country: 'BELGIQUE', phoneCountry: 'BE', weight: 3 },
  { city: 'Liège', postCode: '4000', country: 'BELGIQUE', phoneCountry: 'BE', weight: 1 },
  { city: 'Genève', postCode: '1204', country: 'SUISSE', phoneCountry: 'CH', weight: 2 },
  { city: 'Lausanne', postCode: '1003', country: 'SUISSE', phoneCountry: 'CH', weight: 1 },
  { city: 'Berlin', postCode: '10117', country: 'ALLEMAGNE', phoneCountry: 'DE', weight: 1 },
  { city: 'Francfort-sur-le-Main', postCode: '60311', country: 'ALLEMAGNE', phoneCountry: 'DE', weight: 1 },
  { city: 'Luxembourg', postCode: 'L-1116', country: 'LUXEMBOURG', phoneCountry: 'LU', weight: 1 },
  { city: 'Montréal', postCode: 'H2X 1Y4', country: 'CANADA', phoneCountry: 'CA', weight: 1 },
  { city: 'Madrid', postCode: '28001', country: 'ESPAGNE', phoneCountry: 'ES', weight: 1 },
];
export const STREETS = ['rue de Rivoli', 'boulevard Saint-Germain', 'avenue de l’Opéra', 'quai des Orfèvres', 'rue du Faubourg-Saint-Honoré', 'place Bellecour', 'cours Mirabeau', 'rue Sainte-Catherine', 'avenue Jean-Jaurès', 'rue de la République', 'boulevard Victor-Hugo', 'rue Nationale', 'place du Général-de-Gaulle', 'rue des Écoles'];
export const COMPLEMENTS = ['Bâtiment B', '3e étage', 'BP 1234', 'Escalier C, porte 12', 'Cedex 06'];
export const UNIVERSITIES = ['Paris-Panthéon-Assas', 'Paris 1 Panthéon-Sorbonne', 'Jean Moulin Lyon 3', 'de Bordeaux', 'Toulouse Capitole', 'de Strasbourg', 'Aix-Marseille', 'de Lille', 'de Montpellier', 'Rennes 1'];
export const COMPANIES = ['Vivéo', 'Arcanes', 'Lumen Industries', 'Sofinor', 'Groupe Astrée', 'Belvédère Capital'];

/** Functions of persons: [masculine, feminine], with the markup authors use. */
export const FUNCTIONS: readonly ((r: SeedRandom, p: Place) => [string, string])[] = [
  (r) => [`Professeur à l’université ${r.pick(UNIVERSITIES)}`, `Professeure à l’université ${r.pick(UNIVERSITIES)}`],
  (r) => [`Maître de conférences à l’université ${r.pick(UNIVERSITIES)}`, `Maîtresse de conférences à l’université ${r.pick(UNIVERSITIES)}`],
  (_r, p) => [`Avocat au barreau de ${p.city}`, `Avocate au barreau de ${p.city}`],
  (_r, p) => [`Notaire à ${p.city}`, `Notaire à ${p.city}`],
  () => ['Conseiller à la Cour de cassation', 'Conseillère à la Cour de cassation'],
  () => ['Docteur en droit', 'Docteure en droit'],
  () => ['Expert-comptable, commissaire aux comptes', 'Experte-comptable, commissaire aux comptes'],
  (r) => [`Directeur juridique du groupe ${r.pick(COMPANIES)}`, `Directrice juridique du groupe ${r.pick(COMPANIES)}`],
  (_r, p) => [`Président de la 1<sup>re</sup> chambre civile de la cour d’appel de ${p.city}`, `Présidente de la 1<sup>re</sup> chambre civile de la cour d’appel de ${p.city}`],
  () => ['Chargé d’enseignement à l’<i>École nationale de la magistrature</i>', 'Chargée d’enseignement à l’<i>École nationale de la magistrature</i>'],
  () => ['Membre du comité de rédaction de la <i>Gazette du Palais</i>', 'Membre du comité de rédaction de la <i>Gazette du Palais</i>'],
  (_r, p) => [`Ancien bâtonnier de l’ordre des avocats de ${p.city}`, `Ancienne bâtonnière de l’ordre des avocats de ${p.city}`],
  (_r, p) => [`Commissaire de justice à ${p.city}`, `Commissaire de justice à ${p.city}`],
];
export const NOTES = [
  'Préfère être contacté par courriel.',
  'Contributeur régulier de la chronique de droit des sociétés.',
  'Ne pas confondre avec son homonyme, avocat à Lyon.',
  'Relances : passer par son assistante.',
  'Accord de principe pour la chronique annuelle.',
];
export const CREDITS = ['© Atelier Lumière', '<i>Photo</i> : Jeanne Morel', '© DR', 'Crédit : Agence Presse Juridique', '© <b>Studio Vendôme</b>'];
export const SOURCES = ['Archives de la rédaction', 'Fourni par l’auteur', 'Site de l’université', 'Service de presse', 'Reportage <i>Gazette du Palais</i>, 2019'];

export const TITLES: readonly ((r: SeedRandom, year: number) => string)[] = [
  (_r, y) => `La réforme du droit des contrats : <i>bilan à ${Math.max(1, y - 2016)} ans</i>`,
  () => 'La cession de parts sociales à l’épreuve du <i>droit de préemption</i>',
  () => 'Le bail commercial et la clause d’indexation',
  () => 'Les pactes d’associés après la loi PACTE',
  (_r, y) => `Chronique de droit des sociétés (${y}, 1<sup>er</sup> semestre)`,
  () => 'Donation-partage transgénérationnelle : mode d’emploi',
  () => 'Le notaire face à la <i>blockchain</i>',
  () => 'SAS : la révocation du président <i>ad nutum</i>',
  (_r, y) => `Panorama de jurisprudence — droit de la famille ${y}`,
  () => 'Responsabilité des dirigeants : l’action <i>ut singuli</i> revisitée',
  () => 'L’usufruit de parts sociales : qui vote ?',
  () => 'Procédure civile : la réforme de l’appel',
  (_r, y) => `Protection des données : les sanctions de ${y}`,
  () => 'La fiducie-sûreté en droit français',
  () => 'Le régime de la participation aux acquêts',
  (r) => `Cass. 3<sup>e</sup> civ., ${r.int(1, 28)} ${r.pick(['janv.', 'mars', 'mai', 'juin', 'oct.', 'déc.'])} : l’obligation de délivrance`,
];
export const BUNDLE_TITLES: readonly ((r: SeedRandom, year: number) => string)[] = [
  () => 'Dossier : l’entreprise en difficulté',
  (_r, y) => `Panorama ${y} de droit des sûretés`,
  () => 'Tableau de veille — sociétés',
  () => 'Cas pratique : la transmission d’une entreprise familiale',
];
export const ILLUSTRATION_NAMES = ['Schéma — procédure collective', 'Infographie : les chiffres du notariat', 'Dessin de presse — audience solennelle', 'Couverture — numéro spécial', 'Organigramme du groupe', 'Frise chronologique de la réforme'];
/** Who creates and edits the demo data. */
export const USERS = ['Alice Administratrice', 'Romain Rédacteur', 'Marc Médias'] as const;
