import { MemberAccountant } from '../features/delegation/MemberAccountant.js';
import { MemberCompany } from '../features/delegation/MemberCompany.js';
import { MemberGrants } from '../features/delegation/MemberGrants.js';
import MembersDeskPage from '../features/members/office/MembersDeskPage.js';

/**
 * The members desk with each member's accountant registration, a company's authorised people and grants at the foot
 * of their page (ADR 0048): two features, composed here.
 */
export default function MembersDesk() {
  return (
    <MembersDeskPage
      memberExtras={(memberOid) => (
        <>
          <MemberAccountant memberOid={memberOid} />
          <MemberCompany memberOid={memberOid} />
          <MemberGrants memberOid={memberOid} />
        </>
      )}
    />
  );
}
