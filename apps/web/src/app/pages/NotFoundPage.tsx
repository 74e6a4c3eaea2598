import { Link } from 'react-router';
import { useI18n } from '../../shared/i18n/index.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';

export default function NotFoundPage() {
  const { m } = useI18n();
  return (
    <PageFrame>
      <div className="notice">
        <p className="big-code" aria-hidden="true">
          404
        </p>
        <p>{m.notFound.body}</p>
        <Link to="/" className="btn">
          {m.notFound.back}
        </Link>
      </div>
    </PageFrame>
  );
}
