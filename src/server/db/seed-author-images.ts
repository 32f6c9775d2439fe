import type { ImageColor, ImageFraming, ImageQuality } from '../../shared/domain/image';
import { authorDisplayName } from '../../shared/rules/author-input';
import type { AuthorRecord } from '../authors/store';
import type { ImageFile } from '../images/inspect';
import type { ImageRecord } from '../images/store';
import { slug } from './seed-author-contacts';
import { CREDITS, ILLUSTRATION_NAMES, SOURCES, USERS } from './seed-author-words';
import { addDays, day, SEED_NOW } from './seed-calendar';
import { ILLUSTRATIONS, PORTRAITS, fileOf, type PoolEntry } from './seed-images';
import type { SeedRandom } from './seed-random';

export interface AuthorImageOptions {
  /** Which of the images are disabled (by their rank); about one in eight otherwise. */
  disabled?: number[];
  /** The rank of the favourite image (null: none); often the first otherwise. */
  fav?: number | null;
  /** The pictures, in turn; random portraits otherwise. */
  pool?: readonly PoolEntry[];
}

const IMAGE_COUNT_WEIGHTS = [30, 25, 18, 12, 8, 4, 3];

/** How many images a generated author has: none or one mostly, up to six. */
export function pickImageCount(r: SeedRandom): number {
  let n = r.next() * IMAGE_COUNT_WEIGHTS.reduce((a, b) => a + b, 0);
  for (const [count, weight] of IMAGE_COUNT_WEIGHTS.entries()) {
    n -= weight;
    if (n < 0) return count;
  }
  return 0;
}

/** The demo images, numbered in the order they are added: the authors' portraits and logos, then the illustrations. */
export function imageSeeder(r: SeedRandom, pool: ReadonlyMap<string, ImageFile>) {
  const images: ImageRecord[] = [];

  const addAuthorImages = (author: AuthorRecord, count: number, options: AuthorImageOptions = {}): void => {
    const name = authorDisplayName(author);
    for (let n = 0; n < count; n++) {
      const entry = options.pool ? (options.pool[n % options.pool.length] as PoolEntry) : r.pick(PORTRAITS);
      const file = fileOf(pool, entry);
      const uploaded = addDays(author.creationDate, r.int(0, 900));
      const upload = uploaded > SEED_NOW ? author.creationDate : uploaded;
      const modified = addDays(upload, r.int(0, 30));
      const enable = options.disabled ? !options.disabled.includes(n) : !r.chance(0.12);
      const organisation = author.type === 'ORGANISATION';
      images.push({
        id: images.length + 1,
        collection: 'AUTHOR',
        authorId: author.id ?? null,
        name: `${slug(name)}-${n + 1}.${entry.type === 'PNG' ? 'png' : 'jpg'}`,
        enable,
        fav: enable && (options.fav !== undefined ? options.fav === n : n === 0 && r.chance(0.7)),
        color: (entry.grey ? 'BLACK_AND_WHITE' : 'COLOR') satisfies ImageColor,
        framing: (organisation ? 'WIDE_PLAN' : entry.framing) satisfies ImageFraming,
        credits: r.pick(CREDITS),
        sources: r.chance(0.7) ? r.pick(SOURCES) : '',
        tags: organisation ? ['Logo'] : r.chance(0.2) ? ['Individu', 'Événement pro.'] : ['Individu'],
        quality: (r.chance(0.08) ? 'BAD' : 'OK') satisfies ImageQuality,
        comments: r.chance(0.15) ? r.pick(['Photo ancienne, à remplacer.', 'Recadrage demandé par l’auteur.', 'Haute définition disponible sur demande.']) : '',
        file,
        uploadDate: upload,
        modificationDate: modified > SEED_NOW ? upload : modified,
        modificationUser: r.pick(USERS),
      });
    }
  };

  const addIllustrations = (count: number): void => {
    for (let n = 0; n < count; n++) {
      const entry = ILLUSTRATIONS[n % ILLUSTRATIONS.length] as PoolEntry;
      const upload = addDays(day('2018-01-08'), r.int(0, 2600));
      images.push({
        id: images.length + 1,
        collection: 'ILLUSTRATION',
        authorId: null,
        name: `${ILLUSTRATION_NAMES[n % ILLUSTRATION_NAMES.length]}${n >= ILLUSTRATION_NAMES.length ? ` (${Math.floor(n / ILLUSTRATION_NAMES.length) + 1})` : ''}`,
        // Every fifth illustration disabled.
        enable: n % 5 !== 4,
        fav: false,
        color: entry.grey ? 'BLACK_AND_WHITE' : r.chance(0.2) ? 'N_AND_ONE_COLOR' : 'COLOR',
        framing: entry.framing,
        credits: r.pick(CREDITS),
        sources: r.pick(SOURCES),
        tags: [r.pick(['Infographie', 'Dessin', 'Culture', 'Image de couverture', 'Ouvrage'])],
        quality: r.chance(0.1) ? 'BAD' : 'OK',
        comments: '',
        file: fileOf(pool, entry),
        uploadDate: upload,
        modificationDate: addDays(upload, r.int(0, 60)),
        modificationUser: r.pick(USERS),
      });
    }
  };

  return { images, addAuthorImages, addIllustrations };
}

export type ImageSeeder = ReturnType<typeof imageSeeder>;
