import { useSearchParams } from 'react-router-dom';

/** Spec §2.1: a `frame` query parameter (the page embedded in another site) hides header and footer. */
export function useFrameMode(): boolean {
  const [searchParams] = useSearchParams();
  return searchParams.has('frame');
}
