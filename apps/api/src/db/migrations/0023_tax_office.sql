-- Tax offices by the code a registry carries (vergi dairesi kodu), so screens and documents can name them. The
-- spec's default office 001105 and the offices of the demo province; a municipality loads the national list.
CREATE TABLE tax_office (
  code text PRIMARY KEY,
  name text NOT NULL,
  city text NOT NULL
);

INSERT INTO tax_office (code, name, city) VALUES
  ('001105', 'Yeşilvadi Vergi Dairesi', 'Bursa'),
  ('016250', 'Osmangazi Vergi Dairesi', 'Bursa'),
  ('016251', 'Nilüfer Vergi Dairesi', 'Bursa'),
  ('016252', 'Yıldırım Vergi Dairesi', 'Bursa'),
  ('016253', 'Uludağ Vergi Dairesi', 'Bursa'),
  ('016254', 'Setbaşı Vergi Dairesi', 'Bursa');
