import sharp from 'sharp';

/** Real JPEG and PNG files for the server's tests, made by sharp: a colour gradient, or grey. */

function pixels(width: number, height: number, grey: boolean): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const v = (x * 255) / width;
      data[i] = v;
      data[i + 1] = grey ? v : (y * 255) / height;
      data[i + 2] = grey ? v : 128;
    }
  }
  return data;
}

interface FixtureOptions {
  grey?: boolean;
  /** Written in the file (JFIF density, PNG pHYs). */
  dpi?: number;
}

function raw(width: number, height: number, options: FixtureOptions) {
  const image = sharp(pixels(width, height, options.grey ?? false), { raw: { width, height, channels: 3 } });
  return options.dpi ? image.withMetadata({ density: options.dpi }) : image;
}

export function png(width: number, height: number, options: FixtureOptions = {}): Promise<Buffer> {
  return raw(width, height, options).png().toBuffer();
}

export function jpg(width: number, height: number, options: FixtureOptions = {}): Promise<Buffer> {
  return raw(width, height, options).jpeg({ quality: 90 }).toBuffer();
}

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** What a served file is, read back by sharp. */
export async function measure(bytes: Buffer): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined; density: number | undefined }> {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, density: meta.density };
}
