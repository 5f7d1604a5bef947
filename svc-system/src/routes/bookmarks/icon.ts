import { BOOKMARK_ICON_MAX_BYTES, type BookmarkBody } from '@firecrest/contracts';
import { ProblemError, fieldProblem } from '@firecrest/service-kit';

/** The first bytes each accepted image type starts with: the declared type must match the content. */
const SIGNATURES: Record<string, number[][]> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/gif': [[0x47, 0x49, 0x46, 0x38]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
};

/** The icon of a bookmark body: decoded, within the attachment limit, really a png, gif or jpeg. */
export function decodeIcon(attachment: NonNullable<BookmarkBody['attachment']>) {
  const data = Buffer.from(attachment.data, 'base64');
  if (data.length > BOOKMARK_ICON_MAX_BYTES) {
    throw new ProblemError('payloadTooLarge', `The attachment maximum size of ${Math.round(BOOKMARK_ICON_MAX_BYTES / 1024)} KB is exceeded.`, [
      { field: 'attachment', message: `The attachment maximum size of ${Math.round(BOOKMARK_ICON_MAX_BYTES / 1024)} KB is exceeded.` },
    ]);
  }
  const matches = SIGNATURES[attachment.type].some((sig) => sig.every((byte, i) => data[i] === byte));
  if (!matches) throw fieldProblem('attachment.data', 'The icon must be a png, gif or jpeg image.');
  return { data, type: attachment.type, name: attachment.name };
}
