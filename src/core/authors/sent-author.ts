import { CONTACT_KINDS, type AuthorInput, type ContactKind, type ContactMap } from '../../shared/domain/author';

type Kinded<Entry> = Entry & { contact: ContactKind };

/** Each entry with its kind, under that kind. */
function kinded<Entry>(map: Partial<ContactMap<Entry>> | undefined): Partial<ContactMap<Kinded<Entry>>> | undefined {
  if (!map) return undefined;
  const out: Partial<ContactMap<Kinded<Entry>>> = {};
  for (const kind of CONTACT_KINDS) {
    const entries = map[kind];
    if (entries) out[kind] = entries.map((entry) => ({ ...entry, contact: kind }));
  }
  return out;
}

/**
 * The body of POST /api/author and PUT /api/author/{id}: contacts as maps keyed by contact kind (spec 1 §2
 * "Form data is sent as maps keyed by contact type"), every entry also carrying its kind in `contact`
 * (spec 1 §3), upper case: a back-office reading either form finds it.
 */
export function authorBody(input: AuthorInput) {
  return { ...input, emails: kinded(input.emails), phoneNumbers: kinded(input.phoneNumbers), addresses: kinded(input.addresses) };
}
