import { THUMBNAIL_BOX } from '@mainwork/contracts';
import { Icon } from '../../components/icon.tsx';

/**
 * A business's logo, or a neutral icon when it has none. Shown small (a job card's), it is the logo's
 * thumbnail: a list of cards loads a few kB of logos instead of each logo at header size.
 */
export function BusinessLogo({ name, logo, size = 48 }: { name: string; logo: string | null; size?: number }) {
  const box = { width: size, height: size };
  if (logo) {
    return (
      <img
        src={size * 2 <= THUMBNAIL_BOX.width ? `${logo}?size=thumbnail` : logo}
        alt={`${name} logo`}
        className="rounded border bg-white object-fit-contain flex-shrink-0"
        style={box}
      />
    );
  }
  return (
    <span
      className="rounded border bg-body-tertiary d-inline-flex align-items-center justify-content-center flex-shrink-0 text-body-secondary"
      style={box}
      aria-hidden="true"
    >
      <Icon name="building" />
    </span>
  );
}
