import { Route, Routes } from 'react-router';
import { MemberList } from './MemberList.js';
import { MemberPage } from './MemberPage.js';
import './members-desk.css';

/** /yonetim/uyeler (members.read): the member list, and a member's page at /yonetim/uyeler/<oid>. */
export default function MembersDeskPage() {
  return (
    <Routes>
      <Route index element={<MemberList />} />
      <Route path=":memberOid" element={<MemberPage />} />
    </Routes>
  );
}
