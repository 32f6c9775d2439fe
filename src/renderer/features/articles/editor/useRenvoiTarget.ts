import { useEffect, useState, type RefObject } from 'react';
import { parseRouteId } from '../../../components/route-id';

/**
 * The document a renvoi at `node` targets (`<renvoi type="document" refid="…">`, issue 33), as the document view
 * shows the renvoi: its element and XML attributes (data-pm, data-attrs). Null elsewhere, or out of `within`.
 */
export function renvoiTarget(node: Node | null, within: HTMLElement | null): number | null {
  const element = (node instanceof Element ? node : (node?.parentElement ?? null))?.closest('[data-pm="renvoi"]');
  if (!element || !within?.contains(element)) return null;
  let attrs: unknown;
  try {
    attrs = JSON.parse(element.getAttribute('data-attrs') ?? '{}');
  } catch {
    return null;
  }
  const { type, refid } = (attrs ?? {}) as { type?: unknown; refid?: unknown };
  return type === 'document' && typeof refid === 'string' ? parseRouteId(refid.trim()) : null;
}

/** The document the renvoi at the caret targets, in the editor `container` holds; null when the caret is in none. */
export function useRenvoiAtCaret(container: RefObject<HTMLElement | null>): number | null {
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setTarget(renvoiTarget(document.getSelection()?.anchorNode ?? null, container.current));
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [container]);
  return target;
}
