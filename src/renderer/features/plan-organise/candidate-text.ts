import type { TFunction } from 'i18next';

/** The plan the candidate rows go into: a publication's chemin de fer or a bundle's plan. */
export type CandidateHost = 'publication' | 'bundle';

/** The candidate table's words that name the plan, so differ by host. */
type HostWord = 'label' | 'attachedOnly' | 'inPlan' | 'add' | 'addNamed' | 'dragHint';

/** The words of the candidate table that name its host's plan ("chemin de fer" or "plan du lot"). */
export function candidateWords(t: TFunction, host: CandidateHost) {
  return (word: HostWord, name = ''): string =>
    host === 'bundle' ? t(`bundles.organise.candidates.${word}`, { name }) : t(`publications.organise.candidates.${word}`, { name });
}
