import { describe, expect, it } from 'vitest';
import type { PlanNode } from '../../../src/shared/domain/plan';
import { parseNodeName } from '../../../src/shared/rules/renvoi';
import {
  REFERENCE_LINK_MAX_LENGTH,
  REFERENCE_LINK_REFUSAL,
  checkReferenceLink,
  firstRefusedReferenceLink,
  isRenvoiTarget,
  nameWithReferenceLink,
  referenceLinkKind,
} from '../../../src/shared/rules/reference-link';

/** Spec 2 §5: a bundle structure node's reference link matches one of the allowed families, else the field errs. */

const ACCEPTED: [string, string][] = [
  ['LEGIARTI000006419292', 'legalCitation'],
  ['JORFTEXT000041746313', 'legalCitation'],
  ['JURITEXT000043146245', 'legalCitation'],
  ['ECLI:FR:CCASS:2021:CO00123', 'legalCitation'],
  ['ECLI:EU:C:2019:1046', 'legalCitation'],
  ['JUSC2012345L', 'legalCitation'],
  ['https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006419292', 'web'],
  ['http://intranet.editeur.example:8080/doc?id=12#s2', 'web'],
  ['HTTPS://EXEMPLE.FR', 'web'],
  ['www.lextenso.fr', 'www'],
  ['www.service-public.fr/particuliers/vosdroits/F31200', 'www'],
  ['Loi n° 2019-486 du 22 mai 2019', 'namedText'],
  ['loi du 1er juillet 1901', 'namedText'],
  ['Décret n° 2020-1234 du 8 octobre 2020', 'namedText'],
  ['Ordonnance n° 2016-131 du 10 février 2016', 'namedText'],
  ['Arrêté du 31 décembre 2021', 'namedText'],
  ['Loi organique n° 2001-692 du 1er août 2001', 'namedText'],
  ['formulaire-cession.pdf', 'file'],
  ['Modèle statuts SAS (2024).docx', 'file'],
  ['bareme_2025.xlsx', 'file'],
];

const REFUSED: string[] = [
  'lextenso',
  'legifrance.gouv.fr',
  'ftp://serveur/doc.pdf',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'https://',
  'https:// exemple.fr',
  'http://exemple.fr/<script>',
  'www.exemple',
  'LEGIARTI0000064192',
  'ECLI:FR',
  'Loi du 32 mai 2019',
  'Loi n° 2019-486',
  'Décret du 1 juillett 2020',
  'Circulaire du 3 mars 2020',
  '../secret.pdf',
  'C:\\docs\\acte.pdf',
  'image.exe',
  '   ',
  `https://exemple.fr/${'a'.repeat(REFERENCE_LINK_MAX_LENGTH)}`,
];

describe('reference links of bundle structure nodes', () => {
  it.each(ACCEPTED)('accepts %s (%s)', (link, kind) => {
    expect(referenceLinkKind(link)).toBe(kind);
    expect(checkReferenceLink(link)).toEqual({ allowed: true });
  });

  it.each(REFUSED)('refuses %j', (link) => {
    expect(referenceLinkKind(link)).toBeNull();
  });

  it('takes an empty field as no link, anything unknown as the field error', () => {
    expect(checkReferenceLink('')).toEqual({ allowed: true });
    expect(checkReferenceLink('lextenso')).toEqual({ allowed: false, reason: REFERENCE_LINK_REFUSAL });
  });

  it('writes the link as the renvoi of the node name (type url, refid, text)', () => {
    const name = nameWithReferenceLink(' Textes ', ' https://www.legifrance.gouv.fr/ ');
    expect(parseNodeName(name)).toEqual([{ kind: 'renvoi', renvoi: { type: 'url', refid: 'https://www.legifrance.gouv.fr/', text: 'Textes' } }]);
    expect(nameWithReferenceLink('Textes', '')).toBe('Textes');
  });

  it('finds the first refused link of a structure, at any depth', () => {
    const ok: PlanNode = { id: 'a', name: nameWithReferenceLink('Loi', 'Loi du 1er juillet 1901'), type: 'CONTAINER', sub: [] };
    const bad: PlanNode = { id: 'b', name: '<renvoi type="url" refid="lextenso">Lien</renvoi>', type: 'CONTAINER', sub: [] };
    expect(firstRefusedReferenceLink([ok])).toBeNull();
    expect(firstRefusedReferenceLink([{ ...ok, sub: [bad] }])).toEqual({ node: bad, link: 'lextenso' });
  });
});

describe('an article renvoi’s target (issue 33)', () => {
  it('is a link of a known family for type url, a document id for type document', () => {
    expect(isRenvoiTarget({ type: 'url', refid: 'https://www.legifrance.gouv.fr/' })).toBe(true);
    expect(isRenvoiTarget({ type: 'url', refid: '42' })).toBe(false);
    expect(isRenvoiTarget({ type: 'document', refid: '42' })).toBe(true);
    expect(isRenvoiTarget({ type: 'document', refid: '042' })).toBe(false);
    expect(isRenvoiTarget({ type: 'document', refid: 'https://x.fr' })).toBe(false);
  });
});
