import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Tree, type NodeRendererProps, type TreeApi } from 'react-arborist';
import { createRef } from 'react';

/**
 * react-arborist builds a NodeApi for every node of the tree each time it (re)builds: 30,000 of them for the
 * kyrielle bench's large tree. Its 3.16 built them four times when a tree opened (its constructor, two memos
 * of the first render, and the effect clearing the search's open state); patches/react-arborist+3.16.0.patch
 * (applied by `postinstall`) leaves the constructor's build alone, and binds a node's thirteen action methods
 * when one is first read rather than in its constructor. The accessor below is read once per node per build.
 */

interface Item {
  id: string;
  name: string;
  children?: Item[];
}

const DATA: Item[] = [{ id: 'a', name: 'Niveau A', children: [{ id: 'a1', name: 'Niveau A.1' }] }, { id: 'b', name: 'Niveau B' }];

function Row({ node, style }: NodeRendererProps<Item>) {
  return <div style={style}>{node.data.name}</div>;
}

function renderCounted(data: Item[]) {
  const built: string[] = [];
  const childrenOf = (item: Item) => {
    built.push(item.id);
    return item.children ?? null;
  };
  const api = createRef<TreeApi<Item>>();
  const tree = (items: Item[]) => (
    <Tree<Item> ref={api} data={items} childrenAccessor={childrenOf} openByDefault width={300} height={200} rowHeight={24} aria-label="Arbre">
      {Row}
    </Tree>
  );
  const view = render(tree(data));
  return { built, api, rerender: (items: Item[]) => view.rerender(tree(items)) };
}

describe('react-arborist, as patched', () => {
  it('builds its nodes once when the tree opens', async () => {
    const { built } = renderCounted(DATA);
    await screen.findByRole('treeitem', { name: 'Niveau A.1' });
    expect(built).toEqual(['a', 'a1', 'b']);
  });

  it('builds them again, once, when the data change or a level opens or closes', async () => {
    const { built, api, rerender } = renderCounted(DATA);
    await screen.findByRole('treeitem', { name: 'Niveau A.1' });
    built.length = 0;
    rerender([...DATA, { id: 'c', name: 'Niveau C' }]);
    await screen.findByRole('treeitem', { name: 'Niveau C' });
    expect(built).toEqual(['a', 'a1', 'b', 'c']);
    built.length = 0;
    act(() => api.current?.close('a'));
    expect(screen.queryByRole('treeitem', { name: 'Niveau A.1' })).toBeNull();
    expect(built).toEqual(['a', 'a1', 'b', 'c']);
  });

  it('keeps a node’s action methods bound to it, as callbacks use them', async () => {
    const { api } = renderCounted(DATA);
    await screen.findByRole('treeitem', { name: 'Niveau A.1' });
    const node = api.current?.get('a');
    const close = node?.close;
    act(() => close?.());
    expect(screen.queryByRole('treeitem', { name: 'Niveau A.1' })).toBeNull();
    expect(node?.close).toBe(close);
  });
});
