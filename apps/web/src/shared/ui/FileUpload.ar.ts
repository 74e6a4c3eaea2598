import type { FileUploadTexts } from './FileUpload.js';

/** The file upload's texts in Arabic, fetched by those who read the portal in it. */
export const ar: FileUploadTexts = {
  label: 'المستندات',
  hint: (max: number) => `PDF أو JPEG أو PNG؛ بحد أقصى 5 ميغابايت لكل ملف؛ و${max} ملفات على الأكثر.`,
  full: (max: number) => `يمكن إضافة ${max} ملفات على الأكثر.`,
  uploading: (name: string) => `جارٍ التحميل: ${name}`,
  uploaded: (name: string) => `تم التحميل: ${name}`,
  removed: (name: string) => `تمت الإزالة: ${name}`,
  remove: 'إزالة',
  removeLabel: (name: string) => `إزالة الملف ${name}`,
  tooLarge: (name: string) => `${name}: لا يجوز أن يتجاوز حجم الملف 5 ميغابايت.`,
  failed: 'تعذّر تحميل الملف. يُرجى المحاولة مرة أخرى.',
  list: 'الملفات المضافة',
};
