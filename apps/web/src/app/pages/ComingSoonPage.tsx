import { Link } from 'react-router';
import { useI18n } from '../../shared/i18n/index.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';

/** A route whose service is not online yet: a real page with its title and a clear notice, never a blank. */
export function ComingSoonPage() {
  const { m } = useI18n();
  return (
    <PageFrame>
      <div className="notice notice-info" role="status">
        <h2>{m.comingSoon.title}</h2>
        <p>{m.comingSoon.body}</p>
        <Link to="/anasayfa" className="btn">
          {m.comingSoon.backHome}
        </Link>
      </div>
    </PageFrame>
  );
}

export default ComingSoonPage;
