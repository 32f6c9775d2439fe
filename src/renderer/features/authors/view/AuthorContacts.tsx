import { useTranslation } from 'react-i18next';
import { Caption1, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Call16Regular, Location16Regular, Mail16Regular, Star16Filled } from '@fluentui/react-icons';
import { CONTACT_KINDS, DEFAULT_COUNTRY, type Author, type AuthorAddress, type ContactKind } from '@shared/domain/author';
import { formatPhoneNumber } from '@shared/rules/phone';
import { PHONE_TYPE_LABELS } from '@shared/rules/phone-types';
import { contactKindHasContent } from '../shared/author-display';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
  },
  heading: {
    margin: 0,
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  entry: {
    display: 'grid',
    gridTemplateColumns: '16px minmax(0, 1fr) auto',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'start',
    overflowWrap: 'anywhere',
  },
  icon: {
    marginTop: '2px',
    color: tokens.colorNeutralForeground3,
  },
  star: {
    marginTop: '2px',
    color: tokens.colorPaletteMarigoldForeground1,
  },
  muted: {
    color: tokens.colorNeutralForeground3,
  },
  address: {
    display: 'flex',
    flexDirection: 'column',
    fontStyle: 'normal',
  },
});

function FavouriteMark({ fav }: { fav: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (!fav) return <span />;
  return (
    <span role="img" aria-label={t('authors.view.contact.favourite')} title={t('authors.view.contact.favourite')}>
      <Star16Filled className={styles.star} aria-hidden="true" />
    </span>
  );
}

function AddressLines({ address }: { address: AuthorAddress }) {
  const styles = useStyles();
  const city = [address.postCode, address.city].filter(Boolean).join(' ');
  const lines = [address.street, address.complement, city, address.country && address.country !== DEFAULT_COUNTRY ? address.country : ''];
  return (
    <address className={styles.address}>
      {lines
        .filter((line) => line !== '')
        .map((line, index) => (
          <span key={index}>{line}</span>
        ))}
    </address>
  );
}

function ContactCard({ author, kind }: { author: Pick<Author, 'emails' | 'phoneNumbers' | 'addresses'>; kind: ContactKind }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const title = t(`authors.view.contactKinds.${kind}`);
  const emails = author.emails[kind] ?? [];
  const phones = author.phoneNumbers[kind] ?? [];
  const addresses = author.addresses[kind] ?? [];
  return (
    <section className={styles.card} aria-label={title}>
      <Subtitle2 as="h3" className={styles.heading}>
        {title}
      </Subtitle2>
      {emails.length > 0 && (
        <ul className={styles.list} aria-label={t('authors.view.contact.emails')}>
          {emails.map((email, index) => (
            <li key={index} className={styles.entry}>
              <Mail16Regular className={styles.icon} aria-hidden="true" />
              <Link href={`mailto:${email.mail}`}>{email.mail}</Link>
              <FavouriteMark fav={email.fav} />
            </li>
          ))}
        </ul>
      )}
      {phones.length > 0 && (
        <ul className={styles.list} aria-label={t('authors.view.contact.phones')}>
          {phones.map((phone, index) => (
            <li key={index} className={styles.entry}>
              <Call16Regular className={styles.icon} aria-hidden="true" />
              <span>
                {formatPhoneNumber(phone)}
                {phone.type && <Caption1 className={styles.muted}> · {PHONE_TYPE_LABELS[phone.type]}</Caption1>}
              </span>
              <FavouriteMark fav={phone.fav} />
            </li>
          ))}
        </ul>
      )}
      {addresses.length > 0 && (
        <ul className={styles.list} aria-label={t('authors.view.contact.addresses')}>
          {addresses.map((address, index) => (
            <li key={index} className={styles.entry}>
              <Location16Regular className={styles.icon} aria-hidden="true" />
              <AddressLines address={address} />
              <FavouriteMark fav={address.fav} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Spec 1 §2: one contact card per contact kind that has content (Professionnel, Personnel, Autre). */
export function AuthorContacts({ author }: { author: Pick<Author, 'emails' | 'phoneNumbers' | 'addresses'> }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const kinds = CONTACT_KINDS.filter((kind) => contactKindHasContent(author, kind));
  if (kinds.length === 0) return <Caption1 className={styles.muted}>{t('authors.view.sections.noContact')}</Caption1>;
  return (
    <div className={styles.cards}>
      {kinds.map((kind) => (
        <ContactCard key={kind} author={author} kind={kind} />
      ))}
    </div>
  );
}
