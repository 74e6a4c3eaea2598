import { Route, Routes } from 'react-router';
import { DeskList } from './DeskList.js';
import { ResolutionRecord } from './ResolutionRecord.js';
import './resolution-desk.css';

/** /yonetim/kararlar (resolutions.publish): the list, a new resolution at /yeni, one resolution at /<oid>. */
export default function ResolutionDeskPage() {
  return (
    <Routes>
      <Route index element={<DeskList />} />
      <Route path="yeni" element={<ResolutionRecord />} />
      <Route path=":resolutionOid" element={<ResolutionRecord />} />
    </Routes>
  );
}
