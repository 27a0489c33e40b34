import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { paths, routes } from '../../lib/paths.ts';
import { viewAffiliateLink } from '../../lib/api/affiliate-link-view.ts';

/** /l/{key} (spec §2.6): counts the view, then sign-up with the link (employer role for employer links), or home. */
export default function AffiliateLinkLanding() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    viewAffiliateLink(key)
      .then((link) => {
        if (cancelled) return;
        const role = link.sign_up_type === 'employer' ? 'employer' : undefined;
        navigate(paths.signup({ affiliateLinkId: link.id, ...(role ? { role } : {}) }), { replace: true });
      })
      .catch(() => {
        if (!cancelled) navigate(routes.home, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [key, navigate]);
  return <LoadingScreen />;
}
