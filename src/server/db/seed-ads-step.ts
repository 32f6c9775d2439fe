import { insertAdvertisements } from '../advertisements/store';
import { adSizeOf } from '../../shared/rules/ad-sizes';
import { adSizes } from '../advertisements/nomenclature';
import { insertImages, type ImageRecord } from '../images/store';
import type { Queryable } from './db';
import { AD_CONFIG_SEED, AD_SIZE_SEED, ARTICLE_ILLUSTRATIONS, POSTERS, adSeedData } from './seed-ads';
import { ILLUSTRATIONS, SMALL_ILLUSTRATION, fileOf, loadPool, type PatternEntry } from './seed-images';

/** The images and ads a publication shows: plan items under a container of their own (the publications step arranges them). */
async function insertMediaNodes(tx: Queryable, publicationId: number, imageIds: readonly number[]): Promise<void> {
  if (imageIds.length === 0) return;
  const [container] = await tx.query<{ id: number }>(
    `INSERT INTO plan_node (publication_id, position, type, container_key, name) VALUES ($1, 0, 'CONTAINER', 'encarts', 'Encarts') RETURNING id`,
    [publicationId],
  );
  await tx.query(
    `INSERT INTO plan_node (publication_id, parent_id, position, type, image_id)
     SELECT $1, $2, m.position::int - 1, CASE WHEN i.collection = 'ADVERTISEMENT' THEN 'ADVERTISEMENT' ELSE 'ILLUSTRATION' END, i.id
     FROM unnest($3::int[]) WITH ORDINALITY AS m(image_id, position) JOIN image i ON i.id = m.image_id ON CONFLICT DO NOTHING`,
    [publicationId, container?.id, imageIds],
  );
}

/**
 * Seed step of issue 9: the ads' referentials, the ads, two more illustrations, the first publications and
 * where images are used. It may run on a database seeded before it: illustrations and articles are found
 * by rank, and links to rows a user deleted are skipped.
 */
export async function seedAdvertisements(tx: Queryable, scale: number): Promise<void> {
  for (const [position, size] of AD_SIZE_SEED.entries()) {
    await tx.query('INSERT INTO ad_size (key, name, width_mm, height_mm, position) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (key) DO NOTHING', [
      size.key,
      size.name,
      size.widthMm,
      size.heightMm,
      position + 1,
    ]);
  }
  for (const config of AD_CONFIG_SEED) {
    await tx.query('INSERT INTO ad_periodical_config (periodical_id, sizes, colors) VALUES ($1, $2, $3) ON CONFLICT (periodical_id) DO NOTHING', [
      config.periodicalId,
      config.sizes,
      config.colors,
    ]);
  }

  const { ads, publications } = adSeedData(scale);
  const scan = ILLUSTRATIONS[3] as PatternEntry;
  const pool = await loadPool([...Object.values(POSTERS), SMALL_ILLUSTRATION, scan]);
  const logo = fileOf(pool, SMALL_ILLUSTRATION);
  // A small logo (THUMBNAIL format, N + 1 colour) and a scan of bad quality: every characteristic among the illustrations.
  await insertImages(tx, [
    {
      collection: 'ILLUSTRATION',
      authorId: null,
      name: 'Logo de la rédaction',
      enable: true,
      fav: false,
      color: 'N_AND_ONE_COLOR',
      framing: 'SKETCH',
      credits: '© Service graphique',
      sources: 'Charte graphique <i>2024</i>',
      tags: ['Logo'],
      quality: 'OK',
      comments: 'Version réduite pour les bandeaux.',
      file: logo,
      uploadDate: new Date('2024-02-05T09:00:00Z'),
      modificationDate: new Date('2024-02-05T09:00:00Z'),
      modificationUser: 'Marc Médias',
    },
    {
      collection: 'ILLUSTRATION',
      authorId: null,
      name: 'Scan d’archive — salle des pas perdus',
      enable: true,
      fav: false,
      color: 'BLACK_AND_WHITE',
      framing: 'PORTRAIT',
      credits: '© Archives départementales',
      sources: '',
      tags: ['Culture'],
      quality: 'BAD',
      comments: 'Seul exemplaire disponible : trame visible.',
      file: fileOf(pool, scan),
      uploadDate: new Date('2022-09-12T14:00:00Z'),
      modificationDate: new Date('2022-09-13T08:30:00Z'),
      modificationUser: 'Alice Administratrice',
    },
  ]);

  const records: ImageRecord[] = ads.map((a) => ({
    collection: 'ADVERTISEMENT',
    authorId: null,
    name: a.name,
    enable: a.enable,
    fav: false,
    color: a.color,
    framing: null,
    credits: '',
    sources: '',
    tags: [],
    quality: 'OK',
    comments: a.comments,
    file: fileOf(pool, a.poster),
    uploadDate: a.uploadDate,
    modificationDate: a.modificationDate,
    modificationUser: a.modificationUser,
  }));
  const adIds = await insertImages(tx, records);
  const sizes = await adSizes(tx);
  await insertAdvertisements(
    tx,
    ads.map((a, n) => ({
      imageId: adIds[n] as number,
      sizeKey: adSizeOf(fileOf(pool, a.poster), sizes),
      deadline: a.deadline,
      priority: a.priority,
      periodicals: a.periodicals,
    })),
  );

  const illustrations = (await tx.query<{ id: number }>(`SELECT id FROM image WHERE collection = 'ILLUSTRATION' ORDER BY id`)).map((r) => r.id);
  const articles = (await tx.query<{ id: number }>('SELECT id FROM article ORDER BY id')).map((r) => r.id);
  for (const p of publications) {
    const cover = p.coverIllustration === null ? null : (illustrations[p.coverIllustration] ?? null);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO publication (periodical_id, year, number, title, status, image_id, modification_date, start_date) VALUES ($1, $2, $3, $4, $5, $6, $7, make_date($2, 1, 1))
       ON CONFLICT (periodical_id, year, number) DO NOTHING RETURNING id`,
      [p.periodicalId, p.year, p.number, p.title, p.status, cover, p.modificationDate.toISOString()],
    );
    if (!row) continue;
    const media = [...p.ads.map((n) => adIds[n]), ...p.illustrations.map((n) => illustrations[n])].filter((id): id is number => id !== undefined);
    await insertMediaNodes(tx, row.id, media);
  }
  const links = ARTICLE_ILLUSTRATIONS.map(([article, illustration]) => [articles[article], illustrations[illustration]] as const).filter(
    (link): link is readonly [number, number] => link[0] !== undefined && link[1] !== undefined,
  );
  // The favourite portrait of author 1 illustrates their most recent article.
  const [portrait] = await tx.query<{ id: number }>('SELECT id FROM image WHERE author_id = 1 AND fav');
  const [recent] = await tx.query<{ id: number }>('SELECT ar.id FROM article ar JOIN article_author aa ON aa.article_id = ar.id WHERE aa.author_id = 1 ORDER BY ar.modification_date DESC LIMIT 1');
  const all = portrait && recent ? [...links, [recent.id, portrait.id] as const] : links;
  await tx.query(
    `INSERT INTO article_image (article_id, image_id) SELECT x.article_id, x.image_id FROM jsonb_to_recordset($1::jsonb) AS x(article_id integer, image_id integer) ON CONFLICT DO NOTHING`,
    [JSON.stringify(all.map(([article_id, image_id]) => ({ article_id, image_id })))],
  );
}
