import { ObjectionMessages } from '@e-belediye/contracts';
import { type Phrases, phrasesOf } from './phrasebook.js';

/** Objections to an accrual. */
export const objectionPhrases: Phrases = {
  ...phrasesOf(
    ObjectionMessages,
    {
      notFound: 'The application was not found.',
      notYours: 'This debt is not yours or was not found.',
      cancelled: 'A cancelled accrual cannot be objected to.',
      reason: 'The chosen reason for objection is not valid for this revenue kind.',
      receipt: 'Enter the receipt number of the debt you say was already paid.',
      alreadyOpen: 'You already have an open application for this debt: {0}.',
      decided: 'This application has been decided.',
      notWaiting: 'A reply cannot be sent because the municipality has not asked you for more information.',
      waiting: 'A decision cannot be made while the further information asked of the citizen is awaited.',
      corrected:
        'For acceptance and partial acceptance enter the corrected amount; it must be less than the accrued amount.',
      partlyOnlyBelow: 'For partial acceptance the corrected amount must be greater than zero.',
      noProposal: 'There is no decision waiting for approval.',
      ownProposal: 'The staff member who proposed a decision cannot approve it; another authorised person must.',
      notDeclared:
        "This application's debt is not the property tax of a declared property; the declaration cannot be corrected.",
      notAccepted: 'A declaration is corrected only on an application that was accepted or partly accepted.',
      alreadyAmended: 'The declaration has already been corrected on this application: {0}, version {1}.',
      amendYear: 'The correction can take effect from the year of the debt ({0}) or the year after.',
      declarationClosed: 'A declaration that was withdrawn or replaced by a new one cannot be corrected.',
    },
    {
      notFound: 'لم يُعثر على الطلب.',
      notYours: 'هذا الدَّين ليس لكم أو لم يُعثر عليه.',
      cancelled: 'لا يمكن الاعتراض على استحقاق ملغى.',
      reason: 'سبب الاعتراض المختار غير صالح لنوع الإيراد هذا.',
      receipt: 'يُرجى إدخال رقم إيصال الدَّين الذي ذكرتم أنه دُفع من قبل.',
      alreadyOpen: 'لديكم طلب مفتوح لهذا الدَّين: {0}.',
      decided: 'صدر قرار في هذا الطلب.',
      notWaiting: 'لا يمكن إرسال رد لأن البلدية لم تطلب منكم معلومات إضافية.',
      waiting: 'لا يمكن إصدار قرار أثناء انتظار المعلومات الإضافية المطلوبة من المواطن.',
      corrected: 'في القبول والقبول الجزئي يُرجى إدخال المبلغ المصحَّح؛ ويجب أن يكون أقل من المبلغ المستحق.',
      partlyOnlyBelow: 'في القبول الجزئي يجب أن يكون المبلغ المصحَّح أكبر من الصفر.',
      noProposal: 'لا يوجد قرار ينتظر الموافقة.',
      ownProposal: 'لا يمكن للموظف الذي اقترح القرار أن يوافق عليه؛ يجب أن يوافق عليه مسؤول آخر.',
      notDeclared: 'دَين هذا الطلب ليس ضريبة عقار مصرَّح به؛ فلا يمكن تصحيح الإقرار.',
      notAccepted: 'لا يُصحَّح الإقرار إلا بناءً على طلب قُبل كليًا أو جزئيًا.',
      alreadyAmended: 'صُحِّح الإقرار من قبل بناءً على هذا الطلب: {0}، الإصدار {1}.',
      amendYear: 'يمكن أن يسري التصحيح من سنة الدَّين ({0}) أو من السنة التالية لها.',
      declarationClosed: 'لا يمكن تصحيح إقرار سُحب أو استُبدل بإقرار جديد.',
    },
  ),
  'Bu doğrulama koduyla bir itiraz kararı bulunamadı.': {
    en: 'No objection decision was found with this verification code.',
    ar: 'لم يُعثر على قرار اعتراض برمز التحقق هذا.',
  },
  'Karar bulunamadı.': { en: 'The decision was not found.', ar: 'لم يُعثر على القرار.' },
};
