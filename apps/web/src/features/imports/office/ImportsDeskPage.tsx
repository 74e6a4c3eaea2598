import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { ImportHistory } from './ImportHistory.js';
import { ImportPanel } from './ImportPanel.js';
import { useImportsDeskTexts } from './texts.js';
import { UploadForm } from './UploadForm.js';
import './imports-desk.css';

/**
 * /yonetim/veri-aktarimi (data.import): a file of the previous revenue system is uploaded and read as a dry run,
 * reviewed (counts, rejected rows, the report as CSV), applied after the person confirms who they are, and
 * reconciled against what the portal now holds. The import on view is in the address (?aktarim=), so a reload or a
 * shared link opens the same one.
 */
export default function ImportsDeskPage() {
  const t = useImportsDeskTexts();
  const [params, setParams] = useSearchParams();
  const importId = Number(params.get('aktarim')) || null;
  const panelHeading = useRef<HTMLHeadingElement>(null);

  function show(id: number | null) {
    setParams(id === null ? {} : { aktarim: String(id) });
    // The panel is drawn by then or on the next paint: focus follows the person to what they opened.
    if (id !== null) requestAnimationFrame(() => panelHeading.current?.focus());
  }

  return (
    <PageFrame title={t.title} intro={t.intro}>
      {importId === null ? (
        <UploadForm onUploaded={show} />
      ) : (
        <ImportPanel importId={importId} headingRef={panelHeading} onNew={() => show(null)} />
      )}
      <ImportHistory current={importId} onShow={show} />
    </PageFrame>
  );
}
