import type { Migration } from './migration';

/**
 * The referentials administered from the referential page (issue 12). Ad sizes (ad_size) and article tags
 * (article_tag) already exist and are administered as they are; the others are new, each a list in the
 * publisher's order (position). Imports replace a list whole, in one transaction.
 */
export const referentials: Migration = {
  version: 7,
  name: 'referentials',
  sql: `
    -- Plan de classement: the classification of legal texts, a tree by parent code.
    CREATE TABLE referential_pdc (
      code text PRIMARY KEY,
      label text NOT NULL,
      -- Checked at commit: an import writes parents and children in any order.
      parent_code text REFERENCES referential_pdc (code) DEFERRABLE INITIALLY DEFERRED,
      position integer NOT NULL
    );

    -- Issuers of legal texts (courts, ministries, authorities).
    CREATE TABLE referential_issuer (
      code text PRIMARY KEY,
      label text NOT NULL,
      position integer NOT NULL
    );

    -- Types of legal texts.
    CREATE TABLE referential_text_type (
      code text PRIMARY KEY,
      label text NOT NULL,
      position integer NOT NULL
    );

    -- Where articles are delivered when pushed online.
    CREATE TABLE referential_push_target (
      code text PRIMARY KEY,
      label text NOT NULL,
      url text NOT NULL,
      position integer NOT NULL
    );

    -- The reference-link patterns: a label and a regular expression each.
    CREATE TABLE referential_link_pattern (
      label text PRIMARY KEY,
      pattern text NOT NULL,
      position integer NOT NULL
    );
  `,
};
