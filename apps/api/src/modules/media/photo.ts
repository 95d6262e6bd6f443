import sharp from 'sharp';

/** Served photos fit in this square: sharp enough to read a scratch or a dashboard, small on a phone. */
export const SERVED_MAX_PX = 1600;
/**
 * Decoding stops above this many pixels (a 108 MP camera's full frame passes), so a small file that
 * claims enormous dimensions cannot take the server's memory.
 */
const MAX_INPUT_PIXELS = 120_000_000;
/** What phones give; sharp also reads GIF, SVG, TIFF and more, which are not photos we take. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** The bytes are not a photo we can read. */
export class NotAPhoto extends Error {
  override name = 'NotAPhoto';
}

export interface ServedPhoto {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * The photo as we serve it: turned upright by its EXIF orientation, resized to fit SERVED_MAX_PX,
 * re-encoded as JPEG. sharp writes no metadata unless asked, so EXIF (GPS, camera, time) is gone.
 */
export async function reencodePhoto(input: Buffer): Promise<ServedPhoto> {
  const options = { failOn: 'error' as const, limitInputPixels: MAX_INPUT_PIXELS };
  try {
    const { format } = await sharp(input, options).metadata();
    if (!PHOTO_FORMATS.has(format)) throw new NotAPhoto(`not a photo format: ${format}`);
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: SERVED_MAX_PX, height: SERVED_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof NotAPhoto) throw error;
    throw new NotAPhoto('the image library could not decode it');
  }
}

/** The size of a photo we already re-encoded. */
export async function photoSize(input: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(input).metadata();
  return { width, height };
}
