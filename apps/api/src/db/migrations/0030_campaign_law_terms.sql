-- A restructuring campaign says what its law offers: the law's title, whether installments are monthly or
-- bi-monthly, whether the coefficients are the law's or the municipality's own, which revenue kinds it covers,
-- and the day applications open (the deadline already closes the window).
alter table restructuring_campaign add column law_title text not null default '';
alter table restructuring_campaign add column application_start date;
alter table restructuring_campaign add column coefficients_from_law boolean not null default true;
update restructuring_campaign set application_start = least(law_date, application_deadline);
alter table restructuring_campaign alter column application_start set not null;
alter table restructuring_campaign add constraint restructuring_campaign_window_check
  check (application_start < application_deadline and application_start >= law_date);
-- The laws pay installments monthly (7440) or every two months (6736 … 7326); nothing else.
alter table restructuring_campaign add constraint restructuring_campaign_period_check
  check (interval_months in (1, 2));

-- The revenue kinds whose debts the campaign covers.
create table restructuring_campaign_revenue (
  campaign_oid int not null references restructuring_campaign(oid),
  revenue_code int not null references revenue_type(code),
  primary key (campaign_oid, revenue_code)
);
-- A campaign opened before this kept every kind but the installments of plans and deposits.
insert into restructuring_campaign_revenue (campaign_oid, revenue_code)
select c.oid, t.code from restructuring_campaign c cross join revenue_type t where t.code <> 90 and t.kind <> 3;
