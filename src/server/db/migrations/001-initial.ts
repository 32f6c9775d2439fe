import type { Migration } from './migration';

/** Identity, referentials and the layout tool's trees: what issue 1 needs. */
export const initial: Migration = {
  version: 1,
  name: 'initial',
  sql: `
    -- Demo data steps already applied: each runs once, so data a user deleted does not come back.
    CREATE TABLE seed_step (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE periodical (
      id text PRIMARY KEY,
      label text NOT NULL,
      -- The publisher's own order (BJS first), not the alphabet.
      position integer NOT NULL UNIQUE
    );

    CREATE TABLE app_user (
      -- The token subject: stable, opaque, never the login.
      id text PRIMARY KEY,
      username text NOT NULL UNIQUE,
      display_name text NOT NULL,
      email text NOT NULL,
      password_hash text NOT NULL,
      roles text[] NOT NULL DEFAULT '{}',
      favorite_periodicals text[] NOT NULL DEFAULT '{}',
      status_favorite boolean NOT NULL DEFAULT false,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- Keys and secrets generated once and kept, so that tokens and cookies survive a restart.
    CREATE TABLE server_secret (
      name text PRIMARY KEY,
      value jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- The OpenID provider's state (sessions, grants, codes, refresh tokens, interactions).
    CREATE TABLE oidc_payload (
      model text NOT NULL,
      id text NOT NULL,
      payload jsonb NOT NULL,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      PRIMARY KEY (model, id)
    );
    CREATE INDEX oidc_payload_grant_id ON oidc_payload (grant_id);
    CREATE INDEX oidc_payload_uid ON oidc_payload (uid);
    CREATE INDEX oidc_payload_user_code ON oidc_payload (user_code);
    CREATE INDEX oidc_payload_expires_at ON oidc_payload (expires_at);

    CREATE TABLE kyrielle_tree (
      id integer PRIMARY KEY,
      type text NOT NULL UNIQUE,
      name text NOT NULL,
      nodes jsonb NOT NULL DEFAULT '[]',
      modified_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};
