import type { Node as PmNode } from 'prosemirror-model';
import type { NodeView } from 'prosemirror-view';
import type { EditorAssets } from './editor-assets';

/**
 * How a picture of the image bank shows in the document (issue 33): its web preview (Fonto's variant web, through
 * the hosts' media address) over its legend; without a session yet, the legend alone. `alt`: the picture's
 * description when it has no legend.
 */
export function imageView(assets: EditorAssets | null, alt: (ref: string) => string) {
  return (initial: PmNode): NodeView => {
    const dom = document.createElement('figure');
    dom.className = 'pm-image';
    dom.contentEditable = 'false';
    dom.dataset['pm'] = 'image';
    const img = document.createElement('img');
    const caption = document.createElement('figcaption');
    dom.append(img, caption);
    const render = (node: PmNode) => {
      const ref = String(node.attrs['ref'] ?? '');
      const legend = String(node.attrs['legende'] ?? '');
      dom.dataset['attrs'] = JSON.stringify({ ref, ...(legend ? { legende: legend } : {}) });
      img.hidden = assets === null || ref === '';
      if (assets && ref) img.src = assets.previewSrc(ref, 'web');
      img.alt = legend || alt(ref);
      caption.textContent = legend;
    };
    render(initial);
    return {
      dom,
      update: (node) => {
        if (node.type !== initial.type) return false;
        render(node);
        return true;
      },
      ignoreMutation: () => true,
    };
  };
}
