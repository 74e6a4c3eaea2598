/** The address fields' texts, in Turkish (fetched with a kind's steps); address.en.ts has the same shape. */
export const tr = {
  address: {
    intro: 'Adresi ilçeden başlayarak seçin; her liste bir üstündeki seçilince dolar.',
    county: 'İlçe',
    district: 'Mahalle',
    street: 'Cadde / sokak',
    outerDoor: 'Dış kapı no',
    innerDoor: 'İç kapı no',
    noDoor: 'Yok / bilmiyorum',
    choose: 'Seçiniz',
    required: 'Bu adres alanını seçiniz.',
  },
};
export type AddressTexts = typeof tr;
