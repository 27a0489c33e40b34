import { THUMBNAIL_BOX } from '@mainwork/contracts';
import { initialsOf, tileClassOf } from './brand-tile.ts';

/**
 * A business's (or an organization's) logo, or a tile of its initials in a colour of its name when it has none
 * (decision 058). Shown small (a job card's), it is the logo's thumbnail: a list of cards loads a few kB of logos
 * instead of each logo at header size. The tile is decoration: the name is always written beside it.
 */
export function BusinessLogo({ name, logo, size = 48 }: { name: string; logo: string | null; size?: number }) {
  const box = { width: size, height: size };
  if (logo) {
    return (
      <img
        src={size * 2 <= THUMBNAIL_BOX.width ? `${logo}?size=thumbnail` : logo}
        alt={`${name} logo`}
        className="brand-logo rounded border bg-white object-fit-contain flex-shrink-0"
        style={box}
      />
    );
  }
  return (
    <span
      className={`brand-logo brand-initials rounded ${tileClassOf(name)}`}
      style={{ ...box, fontSize: Math.round(size * 0.38) }}
      aria-hidden="true"
      data-testid="initials-tile"
    >
      {initialsOf(name)}
    </span>
  );
}
