import type { Generated } from 'kysely';

/** Row types of the tables in migrations/, for the typed query layer. Money columns are integer kuruş. */
export interface DB {
  county: { code: string; name: string };
  district: { code: string; county_code: string; name: string };
  street: { code: string; district_code: string; name: string; type_name: string };
  outer_door: { oid: Generated<number>; street_code: string; door_no: string; postal_code: string };
  inner_door: { oid: Generated<number>; outer_door_oid: number; door_no: string; usage_type: string };
  parameter_type: { code: number; name: string };
  parameter: { type_code: number; code: string; name: string; sort_order: Generated<number> };
  bank: { code: string; name: string; legal_name: string; swift: string; iban_bank_code: string };
  bank_branch: { oid: Generated<number>; bank_code: string; code: string; name: string; city: string };
  estate_street_valuation: { year: number; street_code: string; unit_value_kurus: number };
  estate_construction_cost: {
    year: number;
    usage_name: string;
    construction_type: string;
    building_class: string;
    class_order: number;
    unit_cost_kurus: number;
  };
  estate_abrasion_share: {
    construction_group: number;
    construction_types: string;
    age_from: number;
    age_to: number | null;
    share_percent: number;
  };
  ad_tax_group_tariff: {
    process_year: number;
    group_no: number;
    ad_type_code: string;
    ad_type_name: string;
    unit_name: string;
    unit_price_kurus: number;
  };
  ect_annual_price: {
    year: number;
    building_group: number;
    building_group_name: string;
    degree: number;
    annual_price_kurus: number;
  };
  resolution_type: { code: string; kind: 'COMMITTEE' | 'COUNCIL'; name: string };
  resolution: {
    oid: Generated<number>;
    kind: 'COMMITTEE' | 'COUNCIL';
    number: string;
    resolution_date: string;
    meeting_no: number;
    agenda_no: number;
    type_code: string;
    department: string;
    subject: string;
    body: string;
  };
  registry: {
    oid: Generated<number>;
    registry_no: string;
    registry_type: 'G' | 'Y' | 'T' | 'K' | 'D' | 'B';
    pid_no: string | null;
    tax_office_code: string | null;
    name: string;
    surname: string | null;
    father_name: string | null;
    mother_name: string | null;
    birth_date: string | null;
    birth_place: string | null;
    gender: string | null;
    gsm_number: string | null;
    email: string | null;
    street_code: string | null;
    outer_door_oid: number | null;
    inner_door_oid: number | null;
    created_at: Generated<Date>;
  };
  revenue_type: { code: number; name: string; kind: Generated<number>; late_fee_applies: Generated<boolean> };
  subscription: {
    oid: Generated<number>;
    subscriber_no: string;
    registry_oid: number;
    tariff_name: string;
    meter_no: string;
    deposit_kurus: Generated<number>;
    line_status: Generated<number>;
    street_code: string | null;
    outer_door_oid: number | null;
    inner_door_oid: number | null;
    started_on: string;
  };
  accrual: {
    oid: Generated<number>;
    registry_oid: number;
    subscription_oid: number | null;
    revenue_code: number;
    year: number;
    installment_no: Generated<number>;
    due_date: string;
    principal_kurus: number;
    paid_kurus: Generated<number>;
    source: string;
    description: string;
  };
  collection: {
    oid: Generated<number>;
    receipt_no: string;
    registry_oid: number;
    collected_at: Date;
    collection_type: number;
    channel: string;
    total_kurus: number;
  };
  collection_line: {
    collection_oid: number;
    accrual_oid: number;
    principal_kurus: number;
    late_fee_kurus: Generated<number>;
  };
  late_fee_rate: { valid_from: string; monthly_rate_bp: number };
  employee: {
    oid: Generated<number>;
    registry_oid: number;
    sicil_no: string;
    department: string;
    title: string;
    started_on: string;
    is_active: Generated<boolean>;
  };
  member: {
    oid: Generated<number>;
    registry_oid: number;
    pid_no: string;
    password_hash: string | null;
    email: string | null;
    gsm_number: string | null;
    status: Generated<'ACTIVE' | 'DISABLED'>;
    created_via: Generated<'PORTAL' | 'EDEVLET' | 'DEMO'>;
    created_at: Generated<Date>;
    last_login_at: Date | null;
  };
  member_application: {
    oid: Generated<number>;
    pid_no: string;
    registry_oid: number | null;
    registry_draft: unknown;
    password_hash: string;
    email: string;
    gsm_number: string;
    code_hash: string;
    attempts: Generated<number>;
    expires_at: Date;
    completed_at: Date | null;
    created_at: Generated<Date>;
  };
  member_session: {
    id_hash: string;
    member_oid: number;
    csrf_token: string;
    persistent: boolean;
    created_at: Generated<Date>;
    last_seen_at: Generated<Date>;
    expires_at: Date;
  };
  auth_throttle: {
    key: string;
    failures: Generated<number>;
    window_started_at: Generated<Date>;
    locked_until: Date | null;
  };
  human_challenge_used: { signature: string; expires_at: Date };
  audit_event: {
    oid: Generated<number>;
    at: Generated<Date>;
    event: string;
    member_oid: number | null;
    pid_masked: string | null;
    ip: string | null;
    detail: Generated<unknown>;
  };
  sms_outbox: {
    oid: Generated<number>;
    registry_oid: number | null;
    source_oid: number | null;
    subscriber_oid: number | null;
    gsm_number: string;
    sms_text: string;
    sms_type: number;
    message_code: number;
    status: Generated<'PENDING' | 'SENT' | 'FAILED'>;
    attempts: Generated<number>;
    next_attempt_at: Generated<Date>;
    job_id: string | null;
    last_error: string | null;
    created_at: Generated<Date>;
    sent_at: Date | null;
  };
  schema_migration: { version: string; applied_at: Generated<Date> };
}
