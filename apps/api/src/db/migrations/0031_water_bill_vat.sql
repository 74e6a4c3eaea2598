-- A water bill's VAT is a line of its own (ADR 0040). A database seeded before it learns the revenue type here;
-- a new one is empty when migrations run and the seed writes every revenue type itself.
insert into revenue_type (code, name, kind, late_fee_applies)
  select 34, 'Su ve Atık Su KDV', 1, true where exists (select 1 from revenue_type)
  on conflict (code) do nothing;
