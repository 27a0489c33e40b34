import { formatPostedAgo } from '../../lib/formatters.ts';
import { usePageNow } from '../../lib/page-clock.ts';

/** 'Posted 3 days ago', counted on the page's clock (the server's while its markup is adopted). */
export function PostedAgo({ postedAt, className }: { postedAt: string; className: string }) {
  return <p className={className}>{formatPostedAgo(postedAt, usePageNow())}</p>;
}
