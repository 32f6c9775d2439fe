import type { AuthorType } from '../../shared/domain/author';
import type { AuthorRecord } from '../authors/store';
import type { ImageFile } from '../images/inspect';
import type { ImageRecord } from '../images/store';
import { articleSeeds, type ArticleSeed } from './seed-author-articles';
import { contacts, weightedPlace, type Person } from './seed-author-contacts';
import { addExampleImages, exampleAuthors } from './seed-author-examples';
import { imageSeeder, pickImageCount } from './seed-author-images';
import { FEMALE_FIRST_NAMES, FUNCTIONS, LAST_NAMES, MALE_FIRST_NAMES, NOTES, ORGANISATIONS, PARTICLE_NAMES, USERS } from './seed-author-words';
import { addDays, day, DAY_MS, SEED_NOW } from './seed-calendar';
import { ILLUSTRATIONS, type PoolEntry } from './seed-images';
import { seededRandom, type SeedRandom } from './seed-random';

export interface AuthorSeedData {
  authors: AuthorRecord[];
  images: ImageRecord[];
  articles: ArticleSeed[];
}

/** Created since 2015, modified before the seed's today, in office hours. */
function dates(r: SeedRandom): { creationDate: Date; modificationDate: Date } {
  const creationDate = addDays(day('2015-01-05'), r.int(0, 3400));
  const modificationDate = addDays(creationDate, r.int(0, Math.max(0, Math.floor((SEED_NOW.getTime() - creationDate.getTime()) / DAY_MS) - 1)));
  return { creationDate, modificationDate: new Date(modificationDate.getTime() + r.int(8, 19) * 3_600_000 + r.int(0, 59) * 60_000) };
}

function drawnType(r: SeedRandom): AuthorType {
  const roll = r.next();
  return roll < 0.45 ? 'MALE' : roll < 0.85 ? 'FEMALE' : roll < 0.97 ? 'ORGANISATION' : 'UNKNOWN';
}

/** `organisation`: how many organisations were drawn before this one (ORGANISATIONS in turn, numbered once all are used). */
function drawnPerson(r: SeedRandom, type: AuthorType, organisation: number): Person {
  if (type === 'ORGANISATION') {
    const base = ORGANISATIONS[organisation % ORGANISATIONS.length] as string;
    return { type, firstName: null, particle: null, lastName: organisation < ORGANISATIONS.length ? base : `${base} (${Math.floor(organisation / ORGANISATIONS.length) + 1})` };
  }
  const firstName = type === 'FEMALE' ? r.pick(FEMALE_FIRST_NAMES) : type === 'MALE' ? r.pick(MALE_FIRST_NAMES) : r.pick(['Dominique', 'Claude', 'Camille', 'Sacha']);
  const [particle, lastName] = r.chance(0.12) ? r.pick(PARTICLE_NAMES) : [null, r.pick(LAST_NAMES)];
  return { type, firstName, particle, lastName };
}

function generatedAuthor(r: SeedRandom, id: number, person: Person): AuthorRecord {
  const home = weightedPlace(r);
  const organisation = person.type === 'ORGANISATION';
  const functionCount = organisation ? (r.chance(0.5) ? 1 : 0) : r.int(0, 3);
  const functions: string[] = [];
  for (let f = 0; f < functionCount; f++) {
    const text = organisation ? r.pick(['Cabinet d’avocats d’affaires', 'Institution ordinale', 'Centre de recherche universitaire', 'Association de juristes']) : r.pick(FUNCTIONS)(r, home)[person.type === 'FEMALE' ? 1 : 0];
    if (!functions.includes(text)) functions.push(text);
  }
  return {
    id,
    knkId: r.chance(0.3) ? `KNK-${String(199 + id).padStart(6, '0')}` : null,
    ...person,
    functions,
    ...contacts(r, person, home),
    notes: r.chance(0.15) ? r.pick(NOTES) : null,
    enable: !r.chance(0.08),
    ...dates(r),
    creationUser: r.pick(USERS),
    modificationUser: r.pick(USERS),
  };
}

/**
 * Demo authors, their images, the articles citing them and illustrations: French, deterministic (a seeded
 * generator, fixed dates), `scale` times the base size (SEED_SCALE, for benchmarks). The first six are
 * hand-made examples (seed-author-examples.ts); every draw comes from one generator, in a fixed order.
 * `pool`: the files of PORTRAITS and ILLUSTRATIONS (loadPool), so that the generation stays synchronous.
 */
export function authorSeedData(scale: number, pool: ReadonlyMap<string, ImageFile>): AuthorSeedData {
  const r = seededRandom(20250602);
  const images = imageSeeder(r, pool);
  const authors = exampleAuthors(r);
  addExampleImages(images, authors);
  let organisations = 0;
  for (let n = 0; n < 54 * scale; n++) {
    const type = drawnType(r);
    const author = generatedAuthor(r, authors.length + 1, drawnPerson(r, type, type === 'ORGANISATION' ? organisations++ : 0));
    authors.push(author);
    images.addAuthorImages(author, pickImageCount(r), type === 'ORGANISATION' ? { pool: [ILLUSTRATIONS[r.int(0, 3)] as PoolEntry] } : {});
  }
  images.addIllustrations(12 * scale);
  return { authors, images: images.images, articles: articleSeeds(r, authors, scale) };
}
