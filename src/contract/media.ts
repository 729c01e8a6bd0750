import { z } from 'zod';
import { LIMITS } from './common';

export const PICTURE_TYPES = LIMITS.pictureTypes;
export type PictureType = (typeof PICTURE_TYPES)[number];

export const uploadImageJsonBodySchema = z.object({
  contentType: z.enum(PICTURE_TYPES, { error: `must be one of ${PICTURE_TYPES.join(', ')}` }),
  data: z.string({ error: 'must be the picture as a base64 string' }).min(1, { error: 'is required' }),
});

export const uploadImageResponseSchema = z.looseObject({
  status: z.string(),
  imagePath: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  nextStep: z.string(),
});
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

/** The picture type its first bytes prove, or undefined (SVG and anything else). */
export function sniffPictureType(bytes: Uint8Array): PictureType | undefined {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a)
    return 'image/png';
  if (b.length >= 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61)
    return 'image/gif';
  if (b.length >= 12 && b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50)
    return 'image/webp';
  return undefined;
}

/** Kinds of file people drop by mistake, by their type, in words. */
const FILE_KINDS: Record<string, string> = {
  'application/pdf': 'a PDF',
  'image/svg+xml': 'an SVG drawing',
  'image/heic': 'an iPhone HEIC photo',
  'image/heif': 'an iPhone HEIC photo',
  'image/tiff': 'a TIFF picture',
  'image/bmp': 'a BMP picture',
  'application/zip': 'a ZIP archive',
  'application/msword': 'a Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'a PowerPoint file',
  'application/vnd.ms-powerpoint': 'a PowerPoint file',
};

/** A file's kind in words ("a PDF"), or undefined when its type says nothing a person would recognise. */
export function fileKind(type: string): string | undefined {
  if (FILE_KINDS[type]) return FILE_KINDS[type];
  if (type.startsWith('video/')) return 'a video';
  if (type.startsWith('audio/')) return 'a sound file';
  if (type.startsWith('text/')) return 'a text file';
  return undefined;
}

/** Checks a picture before upload the way the service will: type and size. Empty when it may be sent. */
export function pictureProblem(file: { type: string; size: number; name?: string }): string | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
    const kind = fileKind(file.type);
    return `${file.name ?? 'This file'} is not a JPEG, PNG, WebP or GIF picture${kind ? ` (it is ${kind})` : ''}.`;
  }
  if (file.size > LIMITS.pictureBytes) {
    return `${file.name ?? 'This picture'} is ${(file.size / 1024 / 1024).toFixed(1)} MB; pictures may be at most 8 MB.`;
  }
  return undefined;
}
