import {
  FileMessages,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  UPLOAD_MAX_BYTES,
  UPLOAD_NAME_MAX,
} from '@e-belediye/contracts';
import sharp, { type Metadata } from 'sharp';
import { invalid } from '../../http/errors.js';
import { inspectPdf } from './pdf.js';

export type FileType = 'application/pdf' | 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * The type a file's bytes say it is, whatever its name claims: a PDF starts with %PDF- and closes with %%EOF
 * (in its last kilobyte), a JPEG starts with FF D8 FF, a PNG with its 8-byte signature. Anything else is null.
 */
export function sniffType(content: Buffer): FileType | null {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') {
    const tail = content.subarray(Math.max(0, content.length - 1024)).toString('latin1');
    return tail.includes('%%EOF') ? 'application/pdf' : null;
  }
  if (content.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  if (content.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  return null;
}

/**
 * The decoded upload once its content is one of the `allowed` types and safe to keep; an empty, oversized or other
 * file is a Turkish 400 (`wrongType` says what the caller accepts). An image is kept as it decoded, encoded again
 * (nothing but its pixels survives: no trailing bytes, no metadata); a PDF only without active content.
 */
export async function readUpload(
  base64: string,
  allowed: readonly FileType[],
  wrongType: string = FileMessages.wrongType,
): Promise<{ content: Buffer; type: FileType }> {
  const content = Buffer.from(base64, 'base64');
  if (content.length === 0) throw invalid(FileMessages.empty);
  if (content.length > UPLOAD_MAX_BYTES) throw invalid(FileMessages.tooLarge);
  const type = sniffType(content);
  if (!type || !allowed.includes(type)) throw invalid(wrongType);
  if (type === 'application/pdf') {
    const verdict = inspectPdf(content);
    if (verdict === 'active') throw invalid(FileMessages.pdfActive);
    if (verdict === 'unreadable') throw invalid(FileMessages.pdfUnreadable);
    return { content, type };
  }
  return { content: await reencodeImage(content, type), type };
}

/**
 * The image decoded and encoded again in its own format. Its size is read from its header and checked before any
 * pixel is decoded (a few bytes may claim 100 000 × 100 000); a file that does not decode to the end, or whose
 * format is not the one its signature claims, is refused.
 */
async function reencodeImage(content: Buffer, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const format = type === 'image/png' ? 'png' : 'jpeg';
  let metadata: Metadata;
  try {
    metadata = await sharp(content, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(FileMessages.imageUnreadable);
  }
  const { width = 0, height = 0 } = metadata;
  if (metadata.format !== format || width < 1 || height < 1) throw invalid(FileMessages.imageUnreadable);
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    throw invalid(FileMessages.imageTooLarge);
  }
  // Turned as the camera said, since the orientation tag goes with the rest of the metadata.
  const decoded = () =>
    sharp(content, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS, sequentialRead: true }).rotate();
  try {
    if (format === 'png') return await decoded().png().toBuffer();
    const photo = await decoded().jpeg({ quality: 85 }).toBuffer();
    // A photo sent heavily compressed may grow: once more, smaller, rather than keep more than a file may be.
    return photo.length <= UPLOAD_MAX_BYTES ? photo : await decoded().jpeg({ quality: 75 }).toBuffer();
  } catch {
    throw invalid(FileMessages.imageUnreadable);
  }
}

const EXTENSIONS: Record<FileType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

// Path separators, characters file systems refuse, and control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * The name a file is kept under: the last part of whatever path the browser sent, without characters a file
 * system or a header would misread, its extension the one its content has, and its base shortened so the whole
 * name fits in 25 characters.
 */
export function storedFileName(sent: string, type: FileType): string {
  const last = sent.split(/[\\/]/).pop() ?? '';
  const clean = last.replace(UNSAFE, '').trim();
  const dot = clean.lastIndexOf('.');
  const ext = dot >= 0 ? clean.slice(dot).toLowerCase() : '';
  const kept = EXTENSIONS[type].includes(ext) ? ext : EXTENSIONS[type][0];
  const base = (dot >= 0 ? clean.slice(0, dot) : clean).replace(/^[.\s]+|[.\s]+$/g, '') || 'dosya';
  return Array.from(base)
    .slice(0, UPLOAD_NAME_MAX - kept.length)
    .join('')
    .trimEnd()
    .concat(kept);
}
