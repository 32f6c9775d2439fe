import type { Migration } from './migration';

/**
 * The scale bench (issue 35: 1,000,000 articles, 200,000 authors, 500,000 images): the searches by a word read
 * trigram indexes, as the layout tool's do (migration 010), instead of every title, author and image.
 * - the articles' folded title (the list's search, the quick search);
 * - the authors' search text (the list's search, the quick search);
 * - an image's own text and its author's name, each through a function of the row alone, so that each can be
 *   indexed (the search joined them in one expression, which no index can hold);
 * - a publication's name (BJS_2024_12) as the quick search matches it.
 * The functions are declared IMMUTABLE: concat_ws, array_to_string and || are only STABLE for their other argument
 * types, not for text. They name pupitre_fold by its schema: PostgreSQL builds and analyses an index with a search
 * path of pg_catalog only.
 */
export const scaleIndexes: Migration = {
  version: 15,
  name: 'scale-indexes',
  sql: `
    CREATE FUNCTION pupitre_image_text(name text, credits text, sources text, comments text, tags text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $f$ SELECT public.pupitre_fold(concat_ws(' ', name, regexp_replace(credits || ' ' || sources, '<[^>]*>', ' ', 'g'), comments, array_to_string(tags, ' '))) $f$;
    CREATE FUNCTION pupitre_person_name(first_name text, particle text, last_name text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $f$ SELECT public.pupitre_fold(concat_ws(' ', first_name, particle, last_name)) $f$;
    CREATE FUNCTION pupitre_publication_name(periodical_id text, year integer, number text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $f$ SELECT public.pupitre_fold(periodical_id || '_' || year::text || '_' || number) $f$;
    CREATE INDEX article_title_trgm ON article USING gin (title_search gin_trgm_ops);
    CREATE INDEX author_search_trgm ON author USING gin (search_text gin_trgm_ops);
    CREATE INDEX author_name_trgm ON author USING gin (pupitre_person_name(first_name, particle, last_name) gin_trgm_ops);
    CREATE INDEX publication_name_trgm ON publication USING gin (pupitre_publication_name(periodical_id, year, number) gin_trgm_ops);
    CREATE INDEX image_text_trgm ON image USING gin (pupitre_image_text(name, credits, sources, comments, tags) gin_trgm_ops);
  `,
};
