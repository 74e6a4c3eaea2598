-- 2464 md. 15 charges advertising on vehicles by the m² a year; no tariff row may charge per vehicle (ADR 0040).
-- A row priced per vehicle becomes the demo's m² price: 240 TL against 900 TL a vehicle, to the whole lira.
update ad_tax_group_tariff
  set unit_name = 'm²/yıl', unit_price_kurus = round(unit_price_kurus * 240 / 900 / 100.0) * 100
  where unit_name = 'araç/yıl';
