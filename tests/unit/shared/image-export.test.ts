import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../../src/shared/rules/file-names';
import { imageDownloadPath, imageExportDownloads, imageExportRefusal } from '../../../src/shared/rules/image-export';
import { EXPORT_LIMIT } from '../../../src/shared/rules/selection';

describe('the limit of an image export', () => {
  it('allows 20 images and refuses 21 with the server’s sentence', () => {
    expect(EXPORT_LIMIT).toBe(20);
    expect(imageExportRefusal(1)).toBeNull();
    expect(imageExportRefusal(20)).toBeNull();
    expect(imageExportRefusal(21)).toBe('limit download size : 20 images au plus par export (21 demandées).');
  });
});

describe('the downloads of an export built from spec 1 §7 (no image-export extension)', () => {
  it('gives one GET /api/image/{id}?download per image, in the order chosen', () => {
    const items = [
      { id: 12, collection: 'ILLUSTRATION' as const },
      { id: 3, collection: 'AUTHOR' as const },
    ];
    expect(imageExportDownloads(items)).toEqual([
      { id: 12, collection: 'ILLUSTRATION', path: '/api/image/12?download', fileName: 'image-12' },
      { id: 3, collection: 'AUTHOR', path: '/api/image/3?download', fileName: 'image-3' },
    ]);
    expect(imageDownloadPath(7)).toBe('/api/image/7?download');
  });

  it('names the file after the id, which the download queue completes with the extension of the type received', () => {
    const [download] = imageExportDownloads([{ id: 12, collection: 'ADVERTISEMENT' }]);
    const name = download?.fileName ?? '';
    // What download-file.ts does with it when the server names no file: safeFileName(raw, fallback, type).
    expect(safeFileName(name, name, 'image/png')).toBe('image-12.png');
    expect(safeFileName(name, name, 'image/jpeg')).toBe('image-12.jpg');
    expect(safeFileName(name, name, null)).toBe('image-12');
  });
});
