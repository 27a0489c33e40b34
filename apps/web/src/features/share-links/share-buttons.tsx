import { Button } from 'react-bootstrap';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { DESKTOP_TARGETS, MOBILE_TARGETS, openSharePopup, type ShareTarget } from './share-targets.ts';
import { Icon } from '../../components/icon.tsx';
import shareIcon from 'virtual:bootstrap-icons/share';

function TargetLink({ target, link, title }: { target: ShareTarget; link: string; title: string }) {
  const href = target.url(link, title);
  const isMail = href.startsWith('mailto:');
  return (
    <a
      className="btn btn-outline-secondary btn-sm"
      href={href}
      {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      <Icon icon={target.icon} className="me-1" />
      {target.name}
      {isMail ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}

/**
 * Spec §2.3 share buttons. On a desktop: Facebook and Twitter in a 550x400 popup, e-mail in the mail client.
 * On a phone: the system share sheet, or where the browser has none, the networks as links.
 */
export function ShareButtons({ link, title }: { link: string; title: string }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const label = `Share ${title}`;

  if (mobile) {
    if (typeof navigator.share === 'function') {
      return (
        <Button
          variant="primary"
          className="w-100"
          onClick={() => navigator.share({ title, text: title, url: link }).catch(() => undefined)}
        >
          <Icon icon={shareIcon} className="me-2" />
          Share…
        </Button>
      );
    }
    return (
      <div role="group" aria-label={label} className="d-flex flex-wrap gap-2">
        {MOBILE_TARGETS.map((target) => (
          <TargetLink key={target.name} target={target} link={link} title={title} />
        ))}
      </div>
    );
  }

  return (
    <div role="group" aria-label={label} className="d-flex flex-wrap gap-2">
      {DESKTOP_TARGETS.map((target) =>
        target.url(link, title).startsWith('mailto:') ? (
          <TargetLink key={target.name} target={target} link={link} title={title} />
        ) : (
          <Button
            key={target.name}
            variant="outline-secondary"
            size="sm"
            onClick={() => openSharePopup(target.url(link, title))}
          >
            <Icon icon={target.icon} className="me-1" />
            {target.name}
          </Button>
        ),
      )}
    </div>
  );
}
