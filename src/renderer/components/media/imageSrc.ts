import { useCallback } from 'react';
import type { AppConfig } from '@shared/contract';
import type { ImageSize } from '@shared/domain/image';
import { useAppConfig } from '../../app/config';

export type MediaHost = AppConfig['host'];

/**
 * Where the page reads an image's bytes (spec 1 §7 GET /api/image/{id}?version=&size=). The page never holds
 * the bearer token, so each host serves images through core: `pupitre-media://image/{id}` in Electron,
 * `/media/image/{id}` in the web host. `size` null asks the original; `version` busts the cache when the image
 * is replaced. Without one (spec 1 §3 gives an author's image none), the spec's own `refesh` timestamp does,
 * from the image's last modification: a replaced file is a new address, not a thumbnail kept from before.
 */
export function imageSrcFor(host: MediaHost, id: number, size: ImageSize | null, version?: number | null, modifiedAt?: string | null): string {
  const params = new URLSearchParams();
  if (size) params.set('size', size);
  if (version != null) params.set('version', String(version));
  else if (modifiedAt && Number.isFinite(Date.parse(modifiedAt))) params.set('refesh', String(Date.parse(modifiedAt)));
  const query = params.toString();
  const base = host === 'electron' ? `pupitre-media://image/${id}` : `/media/image/${id}`;
  return query ? `${base}?${query}` : base;
}

/** Until app.getConfig answers, the page's own origin tells the host: Electron serves it from app://. */
function hostOfPage(): MediaHost {
  return typeof window !== 'undefined' && window.location.protocol === 'app:' ? 'electron' : 'web';
}

/** The host serving pictures to this page: app.getConfig()'s, else the page's own origin's. */
export function useMediaHost(): MediaHost {
  return useAppConfig()?.host ?? hostOfPage();
}

/**
 * The image URL helper every screen uses, bound to the host of app.getConfig():
 *
 *   const imageSrc = useImageSrc();
 *   <img src={imageSrc(author.image.id, 'THUMBNAIL', author.image.version)} alt="" />
 */
export function useImageSrc(): (id: number, size: ImageSize | null, version?: number | null, modifiedAt?: string | null) => string {
  const host = useMediaHost();
  return useCallback((id, size, version, modifiedAt) => imageSrcFor(host, id, size, version, modifiedAt), [host]);
}
