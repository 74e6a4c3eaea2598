import { useNavigate } from 'react-router';
import { useI18n } from '../../shared/i18n/index.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { ServiceMenu } from '../layout/SideNav.js';

/** /mobil-menu: every service as one list, for small screens. */
export default function MobileMenuPage() {
  const { m } = useI18n();
  const navigate = useNavigate();
  return (
    <PageFrame>
      <nav aria-label={m.layout.mainNav} className="mobile-menu">
        <ServiceMenu onNavigate={() => undefined} />
      </nav>
      <button type="button" className="btn btn-outline" onClick={() => navigate(-1)}>
        {m.layout.close}
      </button>
    </PageFrame>
  );
}
