import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { paths, routes } from '../../lib/paths.ts';
import { rememberShareKey } from '../../lib/share-cookie.ts';
import { followShareLink } from './api/follow-share-link.ts';

/**
 * /s/{key} (spec §2.6): looks the link up (the server counts the view), keeps the key in the job's share
 * cookie so that applying credits the referrer, and goes to the job. A link that does not resolve ends on
 * the not-found page, as a job that does not load does (spec §8: the lookup always ends in a redirect).
 */
export default function ShareLinkLanding() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    followShareLink(key)
      .then(({ job_id }) => {
        if (cancelled) return;
        rememberShareKey(job_id, key);
        navigate(paths.job(job_id), { replace: true });
      })
      .catch(() => {
        if (!cancelled) navigate(routes.notFound, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [key, navigate]);
  return <LoadingScreen label="Opening the shared job…" />;
}
