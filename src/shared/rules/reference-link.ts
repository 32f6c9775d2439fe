import type { PlanNode } from '../domain/plan';
import { parseNodeName, renvoiMarkup } from './renvoi';
import { ALLOWED, refused, type Verdict } from './verdict';

/**
 * The reference link (renvoi) of a bundle structure node (spec 2 §5: "a URL matching allowed patterns
 * (specific legal citation formats, http/https URLs, www URLs, certain named law or decree dates, a file
 * pattern; the exact patterns are not shown)"). The patterns are a decision, one per family, each anchored
 * and bounded; the form and the server (bundle plan templates) ask the same function.
 */

export const REFERENCE_LINK_MAX_LENGTH = 500;

const MONTHS = 'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre';
const DAY = '(?:1er|[1-9]|[12]\\d|3[01])';

/** Each family of links the spec names, with what it accepts (in the error's words). */
export const REFERENCE_LINK_PATTERNS = {
  /** Légifrance identifiers (LEGIARTI000006419292), ECLI (ECLI:FR:CCASS:2021:CO00123) and NOR (JUSC2012345L). */
  legalCitation: /^(?:(?:LEGIARTI|LEGITEXT|JORFTEXT|JORFARTI|JURITEXT|CETATEXT|CONSTEXT|KALITEXT|KALIARTI)\d{12}|ECLI:[A-Z]{2}:[A-Z]{1,10}:\d{4}:[A-Za-z0-9.]{1,40}|[A-Z]{4}\d{7}[A-Z])$/,
  /** http:// or https:// then a host. */
  web: /^https?:\/\/[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s<>"]*)?$/i,
  /** www. then a domain with a dot. */
  www: /^www\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+(?:[/?#][^\s<>"]*)?$/i,
  /** "Loi n° 2019-486 du 22 mai 2019", "Décret du 1er juillet 1901", "Ordonnance n° 2016-131 du 10 février 2016". */
  namedText: new RegExp(`^(?:loi|décret|decret|ordonnance|arrêté|arrete)(?: organique)?(?: n° ?\\d{2,4}-\\d{1,5})? du ${DAY} (?:${MONTHS}) \\d{4}$`, 'i'),
  /** A file of the publisher's document base: a name (no folder) with a known extension. */
  file: /^[\p{L}\p{N}_][\p{L}\p{N}_ .()-]{0,200}\.(?:pdf|docx?|xlsx?|xml|html?|odt|rtf|txt|zip)$/iu,
} as const;

export type ReferenceLinkKind = keyof typeof REFERENCE_LINK_PATTERNS;

/** The family a link belongs to, or null when it matches none. */
export function referenceLinkKind(link: string): ReferenceLinkKind | null {
  const value = link.trim();
  if (value === '' || value.length > REFERENCE_LINK_MAX_LENGTH) return null;
  for (const [kind, pattern] of Object.entries(REFERENCE_LINK_PATTERNS) as [ReferenceLinkKind, RegExp][]) if (pattern.test(value)) return kind;
  return null;
}

export const REFERENCE_LINK_REFUSAL =
  'Lien de renvoi non reconnu : adresse http(s):// ou www., identifiant Légifrance, ECLI ou NOR, « Loi n° … du 1er janvier 2020 » ou nom de fichier (.pdf, .docx, .xml…).';

/**
 * The kinds of an article's renvoi (issue 33): a link of the families above (`url`, as the plans'), or a document of
 * the back-office by its id (`document`), picked by the editor's search (POST {base}/browse).
 */
export const RENVOI_TYPES = ['url', 'document'] as const;
export type RenvoiType = (typeof RENVOI_TYPES)[number];

/** A renvoi's target as the editor writes it. */
export interface RenvoiTarget {
  type: RenvoiType;
  refid: string;
}

/** Whether an article's renvoi may be written so: a link of a known family, or a document id. */
export function isRenvoiTarget(target: RenvoiTarget): boolean {
  return target.type === 'document' ? /^[1-9]\d{0,9}$/.test(target.refid) : referenceLinkKind(target.refid) !== null;
}

/** The form's check of the link field: empty is no link; anything else must match a family. */
export function checkReferenceLink(link: string): Verdict {
  if (link.trim() === '') return ALLOWED;
  return referenceLinkKind(link) === null ? refused(REFERENCE_LINK_REFUSAL) : ALLOWED;
}

/** A node name carrying a reference link: the title as the renvoi's text. */
export function nameWithReferenceLink(title: string, link: string): string {
  const text = title.trim();
  const target = link.trim();
  return target === '' ? text : renvoiMarkup({ type: 'url', refid: target, text });
}

/** The first renvoi of a structure whose link matches no family (the server's 400), or null. */
export function firstRefusedReferenceLink(plan: readonly PlanNode[]): { node: PlanNode; link: string } | null {
  for (const node of plan) {
    for (const segment of parseNodeName(node.name)) {
      if (segment.kind === 'renvoi' && referenceLinkKind(segment.renvoi.refid) === null) return { node, link: segment.renvoi.refid };
    }
    const below = firstRefusedReferenceLink(node.sub);
    if (below) return below;
  }
  return null;
}
