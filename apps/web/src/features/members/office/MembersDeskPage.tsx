import { Route, Routes } from 'react-router';
import { MemberList } from './MemberList.js';
import { type MemberExtras, MemberPage } from './MemberPage.js';
import './members-desk.css';

/**
 * /yonetim/uyeler (members.read): the member list, and a member's page at /yonetim/uyeler/<oid>; `memberExtras` is
 * what other desks add to that page (src/office composes it).
 */
export default function MembersDeskPage({ memberExtras }: { memberExtras?: MemberExtras }) {
  return (
    <Routes>
      <Route index element={<MemberList />} />
      <Route path=":memberOid" element={<MemberPage extras={memberExtras} />} />
    </Routes>
  );
}
