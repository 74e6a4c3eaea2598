import { FileMessages } from '@e-belediye/contracts';
import { type Phrases, phrasesOf } from './phrasebook.js';

/** Uploaded files. */
export const filePhrases: Phrases = phrasesOf(
  FileMessages,
  {
    empty: 'File: An empty file cannot be attached.',
    tooLarge: 'File: It can be at most 5 MB.',
    wrongType: 'File: Only PDF, JPEG or PNG files can be uploaded; the content of this file is none of them.',
    imageUnreadable:
      'File: The image could not be opened; it is damaged or its content is not a real JPEG or PNG image.',
    imageTooLarge: 'File: An image can be at most 8000 × 8000 pixels and 40 megapixels in total.',
    pdfActive:
      'File: PDF documents with scripts (JavaScript), program launches, embedded files, automatic actions, multimedia or XFA forms cannot be attached.',
    pdfUnreadable:
      'File: The content of the PDF document could not be checked (it may be encrypted or damaged); attach an unencrypted copy.',
    notFound: 'The file was not found.',
    tooMany: 'Too many files were uploaded in a short time. Please try again later.',
    notYours:
      'One of the attached files was not uploaded from this browser or is attached to another record. Please upload the file again.',
    wrongPurpose: 'One of the attached files was uploaded for another purpose. Please upload the file again.',
  },
  {
    empty: 'الملف: لا يمكن إرفاق ملف فارغ.',
    tooLarge: 'الملف: الحد الأقصى 5 ميغابايت.',
    wrongType: 'الملف: يمكن تحميل ملفات PDF أو JPEG أو PNG فقط؛ ومحتوى هذا الملف ليس منها.',
    imageUnreadable: 'الملف: تعذّر فتح الصورة؛ فهي تالفة أو محتواها ليس صورة JPEG أو PNG حقيقية.',
    imageTooLarge: 'الملف: الحد الأقصى للصورة 8000 × 8000 بكسل و40 ميغابكسل إجمالًا.',
    pdfActive:
      'الملف: لا يمكن إرفاق مستندات PDF التي تحتوي على أوامر برمجية (JavaScript) أو تشغيل برامج أو ملفات مضمّنة أو إجراءات تلقائية أو وسائط متعددة أو نماذج XFA.',
    pdfUnreadable: 'الملف: تعذّر فحص محتوى مستند PDF (قد يكون مشفرًا أو تالفًا)؛ يُرجى إرفاق نسخة غير مشفرة.',
    notFound: 'لم يُعثر على الملف.',
    tooMany: 'حُمّلت ملفات كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى لاحقًا.',
    notYours: 'أحد الملفات المرفقة لم يُحمَّل من هذا المتصفح أو أُرفق بسجل آخر. يُرجى تحميل الملف من جديد.',
    wrongPurpose: 'أحد الملفات المرفقة حُمّل لعملية أخرى. يُرجى تحميل الملف من جديد.',
  },
);
