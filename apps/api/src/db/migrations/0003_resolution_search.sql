-- Resolution search reads a folded copy of subject and text (Turkish letters to ASCII, lower case), kept by the
-- database itself, instead of folding every full text on every search.
alter table resolution add column search_text text generated always as (
  translate(lower(translate(subject || ' ' || body, 'İIĞÜŞÖÇÂÎÛ', 'iığüşöçâîû')), 'çğıöşüâîû', 'cgiosuaiu')
) stored;
