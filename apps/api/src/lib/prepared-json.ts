import { createHash } from 'node:crypto';

/** A JSON answer already written out, with the ETag that names its content. */
export interface PreparedJson {
  body: string;
  etag: string;
}

/** A strong ETag for a text: the same text always gets the same tag. */
export function etagOf(text: string): string {
  return `"${createHash('sha1').update(text).digest('base64url')}"`;
}
