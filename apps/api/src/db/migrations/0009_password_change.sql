-- A password sent by SMS has passed through the operator and the phone: the member replaces it at the next login.
alter table member add column must_change_password boolean not null default false;
