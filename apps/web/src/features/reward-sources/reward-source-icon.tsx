import { useState } from 'react';

/** Shown when a source has no icon, or its icon does not load (spec §2.7 'Icon (fallback image)'). */
const FALLBACK_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="#e9ecef"/><path d="M12 20h24l-2-7H14zm1 3v13h22V23h-3v9H16v-9z" fill="#6c757d"/></svg>',
)}`;

/** A reward source's icon, decorative beside its name (the name is always shown next to it). */
export function RewardSourceIcon({ url, size = 40 }: { url: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={url && !failed ? url : FALLBACK_ICON}
      alt=""
      width={size}
      height={size}
      className="rounded object-fit-cover flex-shrink-0"
      onError={() => setFailed(true)}
    />
  );
}
