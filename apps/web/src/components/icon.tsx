import type { IconSvg } from 'virtual:bootstrap-icons/*';

export type { IconSvg } from 'virtual:bootstrap-icons/*';

/**
 * A bootstrap-icons icon as inline SVG, sized to the text (1em) and coloured by it: `icon` is its inner markup,
 * imported where it is drawn (`import searchIcon from 'virtual:bootstrap-icons/search'`), so a page's code
 * carries the icons it draws and no others. Decorative by default (`aria-hidden`): the control or text beside
 * it says what it means; `label` names it when it stands alone.
 */
export function Icon({ icon, className, label }: { icon: IconSvg; className?: string; label?: string }) {
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
      dangerouslySetInnerHTML={{ __html: icon }}
    />
  );
}
