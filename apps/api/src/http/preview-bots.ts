/**
 * The user agents of link-preview fetchers and crawlers (decision 035): they get the page's preview tags
 * like anyone, but never count as a view and never get a cookie. iMessage's fetcher names itself
 * `facebookexternalhit/1.1 Facebot Twitterbot/1.0`; WhatsApp's is `WhatsApp/2.x`, with no "bot" in it. Names
 * that in-app browsers also carry (Pinterest, Snapchat, Line) are left out: those are people.
 */
export const PREVIEW_BOT_AGENTS = [
  'facebookexternalhit',
  'Facebot',
  'meta-externalagent',
  'LinkedInBot',
  'Slackbot-LinkExpanding',
  'Slackbot',
  'WhatsApp',
  'Twitterbot',
  'TelegramBot',
  'Discordbot',
  'Googlebot',
  'bingbot',
  'Applebot',
  'SkypeUriPreview',
  'redditbot',
  'Embedly',
  'Pinterestbot',
  'vkShare',
  'Mastodon',
  'Iframely',
  'Google-PageRenderer',
  'Yahoo! Slurp',
  'DuckDuckBot',
  'YandexBot',
] as const;

/** Anything else that reads pages by itself: crawlers, monitors, command-line clients, HTTP libraries. */
const OTHER_AUTOMATED =
  /bot|crawl|spider|slurp|preview|curl|wget|python-requests|go-http-client|okhttp|libwww|scrapy|lighthouse|pingdom|uptime/i;

const PREVIEW_BOTS = new RegExp(
  PREVIEW_BOT_AGENTS.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'),
  'i',
);

/** A link-preview fetcher or search crawler, by its user agent. */
export const isPreviewBot = (userAgent: string | undefined): boolean => PREVIEW_BOTS.test(userAgent ?? '');

/** A preview bot, or any other client that is not a person's browser. */
export const isAutomatedAgent = (userAgent: string | undefined): boolean =>
  isPreviewBot(userAgent) || OTHER_AUTOMATED.test(userAgent ?? '');
