import type { LetterHoldCode } from '@app/contracts/letter-readiness';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Why a client's letters may not be approved or mailed yet, as one SQL expression, so the refusal
 * and the work queue's note read the same rule: no complete mailing address on the client's record
 * (a bureau does not process a letter it cannot answer), or the company's work without the three
 * CROA documents signed for the client's plan. Null when neither holds. `companyWork` is true for a
 * letter the company drafted or mails; a consumer's own letter without a plan needs no contract.
 * The cancellation period, which depends on the hour, is checked by billing's mailing gate.
 */
export function letterHoldSql(userId: AnyPgColumn | SQL, companyWork: SQL): SQL<LetterHoldCode | null> {
  return sql<LetterHoldCode | null>`(select case
      when coalesce(trim(u.address_line1), '') = '' or coalesce(trim(u.city), '') = ''
        or coalesce(trim(u.state), '') = '' or coalesce(trim(u.zip_code), '') = ''
        then 'MAILING_ADDRESS_MISSING'
      when s.id is null then case when ${companyWork} then 'WAITING_FOR_SIGNATURE' end
      when s.contract_signed_at is null or (select count(distinct a.kind) from signed_agreements a
          where a.user_id = s.user_id and a.plan_id = s.plan_id) < 3
        then 'WAITING_FOR_SIGNATURE'
    end
    from users u left join lateral (
      select s.id, s.user_id, s.plan_id, s.contract_signed_at from subscriptions s
      where s.user_id = u.id and s.status in ('ACTIVE', 'INCOMPLETE') order by s.id desc limit 1
    ) s on true
    where u.id = ${userId})`;
}

/** The mailer the client's current plan names, or null without a plan. */
export function planMailerSql(userId: AnyPgColumn | SQL): SQL<'COMPANY' | 'CONSUMER' | null> {
  return sql<'COMPANY' | 'CONSUMER' | null>`(select p.letters_mailed_by from subscriptions s
    join subscription_plans p on p.id = s.plan_id
    where s.user_id = ${userId} and s.status in ('ACTIVE', 'INCOMPLETE') order by s.id desc limit 1)`;
}
