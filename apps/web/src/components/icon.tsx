import icons from 'virtual:bootstrap-icons';
import type { IconName } from './icon-names.ts';

export type { IconName } from './icon-names.ts';

/**
 * A bootstrap-icons icon as inline SVG, sized to the text (1em) and coloured by it. Decorative by
 * default (`aria-hidden`): the control or text beside it says what it means; `label` names it when it
 * stands alone.
 */
export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="1em"
      height="1em"
      fill="currentColor"
      viewBox="0 0 16 16"
      className={className ? `icon ${className}` : 'icon'}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      dangerouslySetInnerHTML={{ __html: icons[name] ?? '' }}
    />
  );
}
