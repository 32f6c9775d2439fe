import {
  CLOSABLE_PERIODICALS,
  COVER_ARTICLE_AND_IMAGE_PERIODICALS,
  COVER_TEXT_PERIODICALS,
  NO_PLACARD_PERIODICALS,
} from '../domain/publication';

/** What a periodical's publications may carry and go through (spec 2 §2.2, §4, §5, §9). */
export interface PeriodicalRules {
  /** Placards, hence printer PDF and BAT (§9: placard hidden for GDA, AJU, RDA, DNU). */
  placard: boolean;
  /** §4 "only some periodicals allow closing". */
  closable: boolean;
  /** §5: an article and an image on the cover (DEF, GPL). */
  coverArticleAndImage: boolean;
  /** §5: a text on the cover (GPL). */
  coverText: boolean;
}

const among = (list: readonly string[], periodicalId: string) => list.includes(periodicalId);

export function periodicalRules(periodicalId: string): PeriodicalRules {
  return {
    placard: !among(NO_PLACARD_PERIODICALS, periodicalId),
    closable: among(CLOSABLE_PERIODICALS, periodicalId),
    coverArticleAndImage: among(COVER_ARTICLE_AND_IMAGE_PERIODICALS, periodicalId),
    coverText: among(COVER_TEXT_PERIODICALS, periodicalId),
  };
}
