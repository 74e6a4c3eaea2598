import { CompanyMessages, DelegationMessages } from '@e-belediye/contracts';
import { type Phrases, phrasesOf } from './phrasebook.js';

/** Acting for someone else under a grant. */
export const delegationPhrases: Phrases = phrasesOf(
  DelegationMessages,
  {
    self: 'You cannot give a grant to yourself.',
    unknownPerson:
      'No e-Belediye member is registered with this T.C. identity number. The person must become a member first.',
    deceased: 'A grant cannot be given with this T.C. identity number.',
    nameMismatch:
      'The first name and surname you wrote do not match the person registered with this T.C. identity number.',
    expiryPast: 'The end date cannot be before today.',
    expiryTooFar: 'A grant can be given for one year at most.',
    noPhone:
      'You cannot give a grant because you have no registered mobile phone. Add your phone in your profile first.',
    notFound: 'The grant was not found.',
    notPending: 'This grant cannot be accepted in its current state.',
    alreadyEnded: 'This grant has already ended.',
    alreadyGiven: 'You have already given this person a grant that has not expired. To renew it, choose that grant.',
    notActing: 'This cannot be done on behalf of someone else.',
    grantEnded:
      'Your authority to act for this person has ended or been removed. You are continuing on your own behalf.',
    scopeMissing: 'You are not authorised to do this on behalf of this person.',
  },
  {
    self: 'لا يمكنكم منح تفويض لأنفسكم.',
    unknownPerson: 'لم يُعثر على عضو في e-Belediye مسجل برقم الهوية التركية هذا. يجب أن يصبح الشخص عضوًا أولًا.',
    deceased: 'لا يمكن منح تفويض برقم الهوية التركية هذا.',
    nameMismatch: 'الاسم واسم العائلة اللذان كتبتموهما لا يطابقان الشخص المسجل برقم الهوية التركية هذا.',
    expiryPast: 'لا يمكن أن يكون تاريخ الانتهاء قبل اليوم.',
    expiryTooFar: 'يمكن منح التفويض لمدة سنة واحدة على الأكثر.',
    noPhone: 'لا يمكنكم منح تفويض لعدم وجود هاتف محمول مسجل لديكم. يُرجى إضافة هاتفكم من ملفكم الشخصي أولًا.',
    notFound: 'لم يُعثر على التفويض.',
    notPending: 'لا يمكن قبول هذا التفويض في حالته الحالية.',
    alreadyEnded: 'انتهى هذا التفويض من قبل.',
    alreadyGiven: 'لديكم تفويض ساري المفعول ممنوح لهذا الشخص. لتجديده يُرجى اختياره.',
    notActing: 'لا يمكن إجراء هذه العملية نيابةً عن شخص آخر.',
    grantEnded: 'انتهت صلاحيتكم للتصرف نيابةً عن هذا الشخص أو أُلغيت. أنتم تتابعون باسمكم.',
    scopeMissing: 'ليست لديكم صلاحية لإجراء هذه العملية نيابةً عن هذا الشخص.',
  },
);

/** A company's authorised people. */
export const companyPhrases: Phrases = phrasesOf(
  CompanyMessages,
  {
    unknownCompany: 'No company is registered with this tax identification number.',
    titleMismatch:
      'The registered name you wrote does not match the name of the company registered with this tax identification number.',
    noFile: 'Attach the signature circular as a PDF.',
    notPdf: 'The signature circular can only be attached as a PDF.',
    alreadyWaiting: 'You already have an application for this company waiting to be reviewed.',
    notFound: 'The application was not found.',
    alreadyDecided: 'This application has already been decided.',
    authorityNotFound: 'The company authority was not found.',
    authorityEnded: 'This company authority has already ended.',
    outlivesPrimary: 'The grant you give cannot last beyond the last day of your own authority in the company.',
    primaryByOffice:
      "The municipality gives, renews and ends the authority of a company's approved authorised people; to renew it, make a new application.",
    expiryPast: 'The last day cannot be before today.',
    expiryTooFar: 'A company authority can be given for one year at most.',
  },
  {
    unknownCompany: 'لم يُعثر على شركة مسجلة برقم التعريف الضريبي هذا.',
    titleMismatch: 'الاسم التجاري الذي كتبتموه لا يطابق اسم الشركة المسجلة برقم التعريف الضريبي هذا.',
    noFile: 'يُرجى إرفاق تعميم التوقيع بصيغة PDF.',
    notPdf: 'لا يمكن إرفاق تعميم التوقيع إلا بصيغة PDF.',
    alreadyWaiting: 'لديكم طلب لهذه الشركة ينتظر المراجعة.',
    notFound: 'لم يُعثر على الطلب.',
    alreadyDecided: 'صدر قرار في هذا الطلب من قبل.',
    authorityNotFound: 'لم يُعثر على تفويض الشركة.',
    authorityEnded: 'انتهى تفويض الشركة هذا من قبل.',
    outlivesPrimary: 'لا يمكن أن يمتد التفويض الذي تمنحونه إلى ما بعد آخر يوم من تفويضكم في الشركة.',
    primaryByOffice: 'تمنح البلدية تفويض المفوّضين المعتمدين للشركة وتجدده وتنهيه؛ لتجديده يُرجى تقديم طلب جديد.',
    expiryPast: 'لا يمكن أن يكون آخر يوم قبل اليوم.',
    expiryTooFar: 'يمكن منح تفويض الشركة لمدة سنة واحدة على الأكثر.',
  },
);
