import type { IconSvg } from '../../components/icon.tsx';
import envelopeIcon from 'virtual:bootstrap-icons/envelope';
import facebookIcon from 'virtual:bootstrap-icons/facebook';
import linkedinIcon from 'virtual:bootstrap-icons/linkedin';
import redditIcon from 'virtual:bootstrap-icons/reddit';
import shareIcon from 'virtual:bootstrap-icons/share';
import telegramIcon from 'virtual:bootstrap-icons/telegram';
import twitterXIcon from 'virtual:bootstrap-icons/twitter-x';
import whatsappIcon from 'virtual:bootstrap-icons/whatsapp';

/** Where a job can be shared, and the address each network's share page takes (spec §2.3). */
export type ShareTarget = { name: string; icon: IconSvg; url(link: string, title: string): string };

const q = encodeURIComponent;

export const FACEBOOK: ShareTarget = {
  name: 'Facebook',
  icon: facebookIcon,
  url: (link) => `https://www.facebook.com/sharer/sharer.php?u=${q(link)}`,
};
export const TWITTER: ShareTarget = {
  name: 'Twitter',
  icon: twitterXIcon,
  url: (link, title) => `https://twitter.com/intent/tweet?url=${q(link)}&text=${q(title)}`,
};
export const EMAIL: ShareTarget = {
  name: 'E-mail',
  icon: envelopeIcon,
  url: (link, title) => `mailto:?subject=${q(title)}&body=${q(`${title}\n${link}`)}`,
};

/** The desktop share buttons: Facebook and Twitter open in a 550x400 popup, e-mail in the mail client. */
export const DESKTOP_TARGETS = [FACEBOOK, TWITTER, EMAIL];

/** On a phone without a native share sheet: the networks the spec lists, each in a new tab. */
export const MOBILE_TARGETS: ShareTarget[] = [
  {
    name: 'WhatsApp',
    icon: whatsappIcon,
    url: (link, title) => `https://api.whatsapp.com/send?text=${q(`${title} ${link}`)}`,
  },
  FACEBOOK,
  TWITTER,
  {
    name: 'Reddit',
    icon: redditIcon,
    url: (link, title) => `https://www.reddit.com/submit?url=${q(link)}&title=${q(title)}`,
  },
  {
    name: 'Telegram',
    icon: telegramIcon,
    url: (link, title) => `https://t.me/share/url?url=${q(link)}&text=${q(title)}`,
  },
  {
    name: 'LinkedIn',
    icon: linkedinIcon,
    url: (link) => `https://www.linkedin.com/sharing/share-offsite/?url=${q(link)}`,
  },
  { name: 'VK', icon: shareIcon, url: (link, title) => `https://vk.com/share.php?url=${q(link)}&title=${q(title)}` },
  {
    name: 'OK.ru',
    icon: shareIcon,
    url: (link, title) => `https://connect.ok.ru/offer?url=${q(link)}&title=${q(title)}`,
  },
  EMAIL,
];

/** Spec §9: share popup 550x400, centred on the window. */
export const SHARE_POPUP = { width: 550, height: 400 };

export function openSharePopup(url: string) {
  const left = Math.max(0, window.screenX + (window.outerWidth - SHARE_POPUP.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - SHARE_POPUP.height) / 2);
  window.open(
    url,
    'share',
    `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`,
  );
}
