import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { createBridge } from '@shared/bridge-client';
import type { Tree, TreeNode } from '@shared/domain/plan';
import { locate } from '@shared/rules/tree-ops';
import { TREE_REFUSALS } from '@shared/rules/tree-rules';
import { TREE_RULES, type TreeRules } from '@shared/rules/tree-types';
import { AppProviders } from '../../../src/renderer/app/AppProviders';
import { TreeEditor, type TreeEditorHandle } from '../../../src/renderer/components/tree/TreeEditor';
import { fakeRawBridge } from './harness';

const container = (id: string, name: string, children: TreeNode[] = []): TreeNode => ({ id, kind: 'CONTAINER', name, planNodeId: null, children });
const article = (id: number, name: string, planNodeId: string | null = null): TreeNode => ({ id: `article-${id}`, kind: 'ARTICLE', name, planNodeId });

const PLAN: Tree = [
  container('doc', 'Doctrine', [container('civ', 'Procédure civile', [article(1, 'Premier article'), article(2, 'Second article')])]),
  container('agenda', 'Agenda'),
];

function Harness({ initial, rules, handle, seen }: { initial: Tree; rules: TreeRules; handle?: React.Ref<TreeEditorHandle>; seen: Tree[] }) {
  const [tree, setTree] = useState(initial);
  return (
    <TreeEditor
      ref={handle}
      tree={tree}
      rules={rules}
      label="Chemin de fer"
      height={600}
      onChange={(next) => {
        seen.push(next);
        setTree(next);
      }}
    />
  );
}

function renderEditor(initial: Tree, rules: TreeRules = TREE_RULES.PUBLICATION_PLAN) {
  const seen: Tree[] = [];
  const handle = createRef<TreeEditorHandle>();
  render(
    <AppProviders bridge={createBridge(fakeRawBridge({}))} store={createStore()}>
      <Harness initial={initial} rules={rules} handle={handle} seen={seen} />
    </AppProviders>,
  );
  return { seen, handle, last: () => seen[seen.length - 1] ?? initial };
}

const item = (name: RegExp) => within(screen.getByRole('tree', { name: 'Chemin de fer' })).getByRole('treeitem', { name });
const status = () => screen.getAllByRole('status').map((s) => s.textContent ?? '').join(' ');

describe('TreeEditor', () => {
  it('moves a node down and up with Alt+arrows, through the shared rules', async () => {
    const { last } = renderEditor(PLAN);
    fireEvent.click(item(/Premier article/));
    fireEvent.keyDown(item(/Premier article/), { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(locate(last(), 'article-1')?.index).toBe(1));
    expect(status()).toContain('« Premier article » déplacé.');
    fireEvent.keyDown(item(/Premier article/), { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(locate(last(), 'article-1')?.index).toBe(0));
    fireEvent.keyDown(item(/Premier article/), { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(status()).toContain(TREE_REFUSALS.first));
  });

  it('cuts with Ctrl+X and pastes with Ctrl+V into the focused rubrique, and says why a paste is refused', async () => {
    const { last } = renderEditor(PLAN);
    fireEvent.click(item(/Second article/));
    fireEvent.keyDown(item(/Second article/), { key: 'x', ctrlKey: true });
    // Doctrine holds a sous-rubrique: an article does not go there.
    fireEvent.click(item(/Doctrine/));
    fireEvent.keyDown(item(/Doctrine/), { key: 'v', ctrlKey: true });
    await waitFor(() => expect(status()).toContain(TREE_REFUSALS.containerHasContainers('ARTICLE')));
    fireEvent.click(item(/Agenda/));
    fireEvent.keyDown(item(/Agenda/), { key: 'v', ctrlKey: true });
    await waitFor(() => expect(locate(last(), 'article-2')?.parentId).toBe('agenda'));
  });

  it('removes with Suppr only what checkDelete allows, and offers the moves as named buttons', async () => {
    const { last } = renderEditor(PLAN);
    fireEvent.click(item(/Procédure civile/));
    expect(screen.getByRole('button', { name: 'Retirer « Procédure civile » (Suppr)' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(item(/Procédure civile/), { key: 'Delete' });
    await waitFor(() => expect(status()).toContain(TREE_REFUSALS.notEmpty));
    fireEvent.click(item(/Agenda/));
    fireEvent.click(screen.getByRole('button', { name: 'Retirer « Agenda » (Suppr)' }));
    await waitFor(() => expect(locate(last(), 'agenda')).toBeUndefined());
  });

  it('adds a node from outside into the chosen container, under the same rules', async () => {
    const { handle, last } = renderEditor(PLAN);
    const outside = article(9, 'Article de la rubrique civile', 'civ');
    fireEvent.click(item(/Agenda/));
    expect(handle.current?.add(outside)).toBe(false);
    await waitFor(() => expect(status()).toContain('ne se dépose que dans celle-ci'));
    fireEvent.click(item(/Procédure civile/));
    expect(handle.current?.add(outside)).toBe(true);
    await waitFor(() => expect(locate(last(), 'article-9')?.parentId).toBe('civ'));
    // The editor holds the new tree once it shows the row (onChange ran before the re-render).
    await waitFor(() => expect(item(/Article de la rubrique civile/)).toBeTruthy());
    expect(handle.current?.add(outside)).toBe(false);
    await waitFor(() => expect(status()).toContain(TREE_REFUSALS.alreadyInTree('ARTICLE')));
  });

  it('keeps each tree type to its depth (spec 2 §5: 2 for the plan administration, 3 for the organise page, 8 for kyrielle)', async () => {
    const level = container('new', 'Nouvelle rubrique');
    const admin = renderEditor([container('a', 'Niveau un', [container('b', 'Niveau deux')])], TREE_RULES.PUBLICATION_PLAN_ADMIN);
    fireEvent.click(item(/Niveau deux/));
    expect(admin.handle.current?.add(level)).toBe(false);
    await waitFor(() => expect(status()).toContain(TREE_REFUSALS.tooDeep(2)));
  });

  it('accepts depth 8 in a kyrielle tree and refuses a ninth level', async () => {
    let deep: TreeNode = container('l8', 'Niveau 8');
    for (let n = 7; n >= 1; n--) deep = container(`l${n}`, `Niveau ${n}`, [deep]);
    const { handle } = renderEditor([deep], TREE_RULES.KYRIELLE);
    fireEvent.click(item(/Niveau 7$/));
    expect(handle.current?.add(container('x', 'Huitième bis'))).toBe(true);
    fireEvent.click(item(/Niveau 8$/));
    expect(handle.current?.add(container('y', 'Neuvième'))).toBe(false);
    await waitFor(() => expect(status()).toContain(TREE_REFUSALS.tooDeep(8)));
  });
});
