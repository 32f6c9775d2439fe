import { useTranslation } from 'react-i18next';
import { Caption1, Link, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { Building48Regular, Person48Regular } from '@fluentui/react-icons';
import type { Author } from '@shared/domain/author';
import { authorDisplayName } from '@shared/rules/author-input';
import { MediaPicture } from '../../../components/media/MediaPicture';
import { RichText } from '../../../components/RichText';
import { profileHref } from '../shared/author-display';
import { useDefinitionListStyles } from '../../../components/definition-list-styles';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  heading: {
    margin: 0,
  },
  imagePanel: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: '100%',
    height: '300px',
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  image: {
    maxWidth: '100%',
    maxHeight: '100%',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
  },
  placeholder: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground3,
  },
  functions: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
  },
  muted: {
    color: tokens.colorNeutralForeground3,
  },
});

/** The image that stands for the author (imageAuthorId), at MEDIUM size; a neutral mark when there is none. */
export function AuthorImagePanel({ author }: { author: Pick<Author, 'type' | 'firstName' | 'particle' | 'lastName' | 'images' | 'imageAuthorId'> }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const image = author.images.find((i) => i.id === author.imageAuthorId);
  return (
    <section className={styles.section} aria-label={t('authors.view.sections.image')}>
      <div className={styles.imagePanel}>
        {image ? (
          <MediaPicture className={styles.image} image={image} size="MEDIUM" alt={authorDisplayName(author)} lazy={false} />
        ) : (
          <div className={styles.placeholder}>
            {author.type === 'ORGANISATION' ? <Building48Regular aria-hidden="true" /> : <Person48Regular aria-hidden="true" />}
            <Caption1>{t('authors.view.sections.noImage')}</Caption1>
          </div>
        )}
      </div>
    </section>
  );
}

/** The functions, rich text rendered safely (sanitised: italic, superscript, subscript, bold, paragraphs only). */
export function AuthorFunctions({ functions }: { functions: readonly string[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2" className={styles.heading}>
        {t('authors.view.sections.functions')}
      </Subtitle1>
      {functions.length === 0 ? (
        <Caption1 className={styles.muted}>{t('authors.view.sections.noFunction')}</Caption1>
      ) : (
        <ul className={styles.functions}>
          {functions.map((text, index) => (
            <RichText key={index} as="li" value={text} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The profiles: web addresses as links (opened outside the app), ORCID and ISNI identifiers as text. */
export function AuthorProfiles({ profiles }: { profiles: Author['profiles'] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const dl = useDefinitionListStyles();
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2" className={styles.heading}>
        {t('authors.view.sections.profiles')}
      </Subtitle1>
      {profiles.length === 0 ? (
        <Caption1 className={styles.muted}>{t('authors.view.sections.noProfile')}</Caption1>
      ) : (
        <dl className={dl.list}>
          {profiles.map((profile, index) => {
            const href = profileHref(profile);
            return (
              <div key={index} className={dl.row}>
                <dt className={dl.term}>{t(`authors.view.profileTypes.${profile.type}`)}</dt>
                <dd className={dl.value}>
                  {href ? (
                    <Link href={href} target="_blank" rel="noopener noreferrer">
                      {profile.value}
                    </Link>
                  ) : (
                    profile.value
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
