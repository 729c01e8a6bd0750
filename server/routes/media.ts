import { LIMITS } from '../../src/contract/common';
import { PICTURE_TYPES, sniffPictureType, uploadImageJsonBodySchema, type PictureType } from '../../src/contract/media';
import { ApiError } from '../api-error';
import { json, type ApiRoutes } from '../api-router';
import { UPLOAD_BODY_LIMIT, isJsonContentType, parseJsonText, readBodyBytes } from '../request-body';
import { insertMedia } from '../store/media-store';
import { parseOrThrow } from './write-helpers';

const EXTENSION: Record<PictureType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

function unsupported(type: string): ApiError {
  return new ApiError(415, 'unsupported_media_type', `Pictures must be JPEG, PNG, WebP or GIF (got ${type || 'no type'})`, {
    details: [{ field: 'contentType', message: `must be one of ${PICTURE_TYPES.join(', ')}` }],
  });
}

export const mediaRoutes: ApiRoutes = {
  '/uploadImage': {
    async handler(ctx) {
      const c = ctx.c;
      let claimed: string;
      let bytes: Uint8Array;
      if (isJsonContentType(c)) {
        const raw = parseJsonText(new TextDecoder().decode(await readBodyBytes(c, UPLOAD_BODY_LIMIT)));
        const type = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).contentType : undefined;
        if (typeof type === 'string' && !(PICTURE_TYPES as readonly string[]).includes(type.toLowerCase())) throw unsupported(type);
        const body = parseOrThrow(uploadImageJsonBodySchema, raw);
        const data = body.data.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
        if (!BASE64.test(data)) throw new ApiError(400, 'validation_failed', 'data is not base64', { details: [{ field: 'data', message: 'must be the picture encoded as base64' }] });
        claimed = body.contentType;
        bytes = new Uint8Array(Buffer.from(data, data.includes('-') || data.includes('_') ? 'base64url' : 'base64'));
      } else {
        claimed = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
        if (!(PICTURE_TYPES as readonly string[]).includes(claimed)) throw unsupported(claimed);
        bytes = await readBodyBytes(c, UPLOAD_BODY_LIMIT);
      }
      if (bytes.byteLength > LIMITS.pictureBytes) {
        throw new ApiError(413, 'picture_too_large', `The picture is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; the limit is 8 MB`, {
          details: [{ field: 'data', message: `must be at most ${LIMITS.pictureBytes} bytes (got ${bytes.byteLength})` }],
        });
      }
      if (bytes.byteLength === 0) throw new ApiError(400, 'validation_failed', 'The picture is empty', { details: [{ field: 'data', message: 'is empty' }] });
      const actual = sniffPictureType(bytes);
      if (actual !== claimed) {
        throw new ApiError(415, 'unsupported_media_type', `The bytes are not a ${claimed} picture${actual ? ` (they are ${actual})` : ''}`, {
          details: [{ field: 'contentType', message: actual ? `says ${claimed} but the bytes are ${actual}` : `says ${claimed} but the bytes are not a JPEG, PNG, WebP or GIF picture` }],
        });
      }
      if (ctx.dryRun) {
        return json({ status: 'dry run: picture accepted, not stored', imagePath: '', contentType: actual, bytes: bytes.byteLength, nextStep: 'Upload again without dryRun to store it.', dryRun: true });
      }
      const id = await ctx.write((tx) => insertMedia(tx, ctx.eventId, actual, bytes, EXTENSION[actual]), ['records']);
      return json({
        status: 'stored',
        imagePath: `${ctx.urls.mediaBaseUrl}/${id}`,
        contentType: actual,
        bytes: bytes.byteLength,
        nextStep: 'Save imagePath on a speaker, sponsor or session (imagePath, sponsorImagePath, imagePathBanner) to show the picture; until then it is attached to nothing.',
      });
    },
  },
};
