import { useEffect } from 'react';

/** The tool's own mark, drawn inline (no asset to ship): a tree of three nodes on the brand blue. */
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0f6cbd"/><path d="M9 9v14M9 16h9M9 23h9" stroke="#fff" stroke-width="2.5" fill="none"/><circle cx="9" cy="8" r="3" fill="#fff"/><circle cx="21" cy="16" r="3" fill="#fff"/><circle cx="21" cy="23" r="3" fill="#fff"/></svg>',
)}`;

/** Spec 2 §2.10: while the tool is shown, the window has its title and icon; both are given back on leaving. */
export function useToolIdentity(title: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const existing = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    const link = existing ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon' }));
    const previousIcon = existing?.getAttribute('href') ?? null;
    link.href = ICON;
    return () => {
      document.title = previousTitle;
      if (previousIcon === null) link.remove();
      else link.setAttribute('href', previousIcon);
    };
  }, [title]);
}
