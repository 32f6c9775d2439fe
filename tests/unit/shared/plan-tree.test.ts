import { describe, expect, it } from 'vitest';
import type { PlanNode } from '../../../src/shared/domain/plan';
import { entityIdOf, itemNodeId, planToTree, treeToPlan } from '../../../src/shared/rules/plan-tree';
import { parseNodeName, plainNodeName, renvoiMarkup } from '../../../src/shared/rules/renvoi';
import { checkDrop } from '../../../src/shared/rules/tree-rules';
import { TREE_RULES } from '../../../src/shared/rules/tree-types';

const PLAN: PlanNode[] = [
  {
    id: '10',
    name: 'Doctrine',
    type: 'CONTAINER',
    planNodeId: 'pn-doctrine',
    sub: [
      { id: '12', name: 'Un article', type: 'ARTICLE', planNodeId: 'pn-doctrine', sub: [] },
      { id: '13', name: 'Un lot', type: 'ARTICLE', planNodeId: 'pn-doctrine', meta: { isBundle: true }, sub: [] },
      { id: '7', name: 'Une publicité', type: 'ADVERTISEMENT', sub: [] },
      { id: '3', name: 'Une illustration', type: 'ILLUSTRATION', sub: [] },
    ],
  },
  { id: '11', name: 'Vide', type: 'CONTAINER', sub: [] },
];

describe('plan nodes of the API and the editors’ tree (spec 2 §3 Plan node)', () => {
  it('gives items ids unique in the tree, bundles and articles sharing one id space', () => {
    expect(itemNodeId('ARTICLE', 12)).toBe('article-12');
    expect(itemNodeId('BUNDLE', 12)).toBe('article-12');
    expect(itemNodeId('ADVERTISEMENT', 12)).toBe('ad-12');
    expect(itemNodeId('ILLUSTRATION', '12')).toBe('illustration-12');
  });

  it('reads a plan into the tree', () => {
    expect(planToTree(PLAN)).toEqual([
      {
        id: '10',
        kind: 'CONTAINER',
        name: 'Doctrine',
        planNodeId: 'pn-doctrine',
        children: [
          { id: 'article-12', kind: 'ARTICLE', name: 'Un article', planNodeId: 'pn-doctrine' },
          { id: 'article-13', kind: 'BUNDLE', name: 'Un lot', planNodeId: 'pn-doctrine' },
          { id: 'ad-7', kind: 'ADVERTISEMENT', name: 'Une publicité', planNodeId: null },
          { id: 'illustration-3', kind: 'ILLUSTRATION', name: 'Une illustration', planNodeId: null },
        ],
      },
      { id: '11', kind: 'CONTAINER', name: 'Vide', planNodeId: null, children: [] },
    ]);
    expect(planToTree(null)).toEqual([]);
  });

  it('writes the tree back as the same plan', () => {
    expect(treeToPlan(planToTree(PLAN))).toEqual(PLAN);
    expect(entityIdOf({ id: 'article-13', kind: 'BUNDLE', name: '' })).toBe('13');
    expect(entityIdOf({ id: '10', kind: 'CONTAINER', name: '' })).toBe('10');
  });

  it('refuses a bundle already in the plan as an article would be', () => {
    const tree = planToTree(PLAN);
    expect(checkDrop(tree, TREE_RULES.PUBLICATION_PLAN, { type: 'add', node: { id: itemNodeId('BUNDLE', 12), kind: 'BUNDLE', name: 'x' } }, '11')).toEqual({
      allowed: false,
      reason: 'Ce lot est déjà dans le chemin de fer.',
    });
  });
});

describe('renvois in node names (spec 2 §3)', () => {
  const NAME = 'Voir <renvoi type="url" refid="https://exemple.fr/a?b=1&amp;c=2">l’arrêt du <i>3 mai</i></renvoi> et <b>la suite</b>';

  it('cuts a name into text and renvois', () => {
    expect(parseNodeName(NAME)).toEqual([
      { kind: 'text', markup: 'Voir ' },
      { kind: 'renvoi', renvoi: { type: 'url', refid: 'https://exemple.fr/a?b=1&c=2', text: 'l’arrêt du 3 mai' } },
      { kind: 'text', markup: ' et <b>la suite</b>' },
    ]);
    expect(parseNodeName('Sans renvoi')).toEqual([{ kind: 'text', markup: 'Sans renvoi' }]);
  });

  it('keeps an element that is not a url renvoi as text', () => {
    expect(parseNodeName("<renvoi type='doc' refid='x'>Ailleurs</renvoi>")).toEqual([{ kind: 'text', markup: 'Ailleurs' }]);
  });

  it('reads a name as plain text', () => {
    expect(plainNodeName(NAME)).toBe('Voir l’arrêt du 3 mai et la suite');
  });

  it('writes a renvoi escaped, and reads it back', () => {
    const renvoi = { type: 'url' as const, refid: 'https://exemple.fr/?q="a"&r=<b>', text: 'Art. 1 & 2 <bis>' };
    const markup = renvoiMarkup(renvoi);
    expect(markup).toBe('<renvoi type="url" refid="https://exemple.fr/?q=&quot;a&quot;&amp;r=&lt;b&gt;">Art. 1 &amp; 2 &lt;bis&gt;</renvoi>');
    expect(parseNodeName(markup)).toEqual([{ kind: 'renvoi', renvoi }]);
  });
});
