/**
 * The spec's file limits (section 5: 5 MB, a name of at most 25 characters), free of zod so a citizen page's
 * file picker can import them without the contract's schemas.
 */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_NAME_MAX = 25;

/** A citizen's upload has the same limits as the resolutions' attachments. */
export const UPLOAD_MAX_BYTES = ATTACHMENT_MAX_BYTES;
export const UPLOAD_NAME_MAX = ATTACHMENT_NAME_MAX;
export const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** What the file picker offers; the server decides by content, not by this list. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
/** An image is kept only if it decodes within these: a side of at most 8000 pixels, 40 megapixels in all. */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;
