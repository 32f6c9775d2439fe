import contentDisposition from 'content-disposition';

/**
 * The file name a server gives in Content-Disposition (RFC 6266: `filename*` wins over `filename`), or null.
 * Headers that do not follow the grammar (unquoted spaces, an unknown charset) are read leniently: a name
 * that is there is better than the fallback. The result is raw: it must go through safeFileName.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  try {
    const name = contentDisposition.parse(header).parameters['filename'];
    return name?.trim() ? name : null;
  } catch {
    return lenientFileName(header);
  }
}

function lenientFileName(header: string): string | null {
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]*)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(extended);
    if (match && /^utf-?8$/i.test(match[1] ?? '')) {
      try {
        const decoded = decodeURIComponent((match[2] ?? '').replace(/^"|"$/g, ''));
        if (decoded.trim()) return decoded;
      } catch {
        // malformed percent-encoding: try the plain parameter
      }
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("((?:[^"\\]|\\.)*)"?|[^;]*)/i.exec(header);
  if (!plain) return null;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '');
  return value.trim() ? value.trim() : null;
}

/** The last segment of a URL path, decoded: `/api/image/12/file.jpg?download` -> `file.jpg`. */
export function lastPathSegment(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://x/').pathname;
  } catch {
    return '';
  }
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The raw name of a download, in order: the server's Content-Disposition, the caller's name rule
 * (`{id}.xml`, `{id}-export.zip`...), the last segment of the request path.
 */
export function rawDownloadName(header: string | null | undefined, callerName: string | undefined, url: string): string {
  return fileNameFromContentDisposition(header) ?? (callerName?.trim() ? callerName : lastPathSegment(url));
}
