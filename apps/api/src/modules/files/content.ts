import { FileMessages, UPLOAD_MAX_BYTES, UPLOAD_NAME_MAX } from '@e-belediye/contracts';
import { invalid } from '../../http/errors.js';

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
 * The decoded upload once its content is one of the `allowed` types; an empty, oversized or other file is a
 * Turkish 400 (`wrongType` says what the caller accepts).
 */
export function readUpload(
  base64: string,
  allowed: readonly FileType[],
  wrongType: string = FileMessages.wrongType,
): { content: Buffer; type: FileType } {
  const content = Buffer.from(base64, 'base64');
  if (content.length === 0) throw invalid(FileMessages.empty);
  if (content.length > UPLOAD_MAX_BYTES) throw invalid(FileMessages.tooLarge);
  const type = sniffType(content);
  if (!type || !allowed.includes(type)) throw invalid(wrongType);
  return { content, type };
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
