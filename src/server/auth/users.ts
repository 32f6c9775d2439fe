import type { Queryable } from '../db/db';
import { verifyNothing, verifyPassword } from './password';

/** An account of the embedded identity provider, as the provider and the API see it. */
export interface Account {
  id: string;
  username: string;
  displayName: string;
  email: string;
  /** Client roles of pupitre-desktop: ADMIN, MANAGER_BJS... */
  roles: string[];
  favoritePeriodicals: string[];
  statusFavorite: boolean;
}

interface AccountRow {
  id: string;
  username: string;
  display_name: string;
  email: string;
  roles: string[];
  favorite_periodicals: string[];
  status_favorite: boolean;
  password_hash: string;
}

const COLUMNS = 'id, username, display_name, email, roles, favorite_periodicals, status_favorite, password_hash';

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    roles: row.roles,
    favoritePeriodicals: row.favorite_periodicals,
    statusFavorite: row.status_favorite,
  };
}

export async function findAccountById(db: Queryable, id: string): Promise<Account | undefined> {
  const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM app_user WHERE id = $1 AND enabled`, [id]);
  return row && toAccount(row);
}

/** The account whose login and password match, else undefined. The login is case-insensitive, as in Keycloak. */
export async function authenticate(db: Queryable, username: string, password: string): Promise<Account | undefined> {
  const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM app_user WHERE lower(username) = lower($1) AND enabled`, [
    username.trim(),
  ]);
  if (!row) return verifyNothing(password).then(() => undefined);
  return (await verifyPassword(password, row.password_hash)) ? toAccount(row) : undefined;
}
