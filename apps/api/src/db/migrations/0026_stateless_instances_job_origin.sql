-- The request that caused a job (ADR 0022): the job's calls to outside systems, an SMS above all, carry that
-- request's id, so the gateway's log, the job and the request that asked for it meet on one id.
alter table job add column request_id text;
