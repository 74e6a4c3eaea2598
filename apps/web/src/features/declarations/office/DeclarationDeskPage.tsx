import { Route, Routes } from 'react-router';
import { ReviewQueue } from './ReviewQueue.js';
import { ReviewRecord } from './ReviewRecord.js';
import '../declarations.css';

/** /yonetim/beyannameler (declarations.review): the review queue, one declaration at /<oid>. */
export default function DeclarationDeskPage() {
  return (
    <Routes>
      <Route index element={<ReviewQueue />} />
      <Route path=":declarationOid" element={<ReviewRecord />} />
    </Routes>
  );
}
