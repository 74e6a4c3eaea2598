-- Reconciliation: the day's collections are read by time of receipt, and refunds are tasks for finance.

-- The desk reads a day (or a range) of all receipts at once; without this it scans every collection ever made.
create index collection_collected_at_idx on collection(collected_at);

-- A refund asked for against one collection. Finance pays it back (DONE) or refuses it (REJECTED); a requested
-- or done refund counts against what the collection can still give back, a rejected one does not.
create table refund_request (
  oid serial primary key,
  collection_oid int not null references collection(oid),
  amount_kurus bigint not null check (amount_kurus > 0),
  reason text not null,
  status text not null default 'REQUESTED' check (status in ('REQUESTED', 'DONE', 'REJECTED')),
  requested_by int not null,
  requested_at timestamptz not null default now(),
  completed_by int,
  completed_at timestamptz,
  completion_note text
);
create index refund_request_collection_idx on refund_request(collection_oid);
create index refund_request_open_idx on refund_request(requested_at) where status = 'REQUESTED';
