/**
 * What the link-preview fetchers send, as they send it: their user agent and Accept header (none at all
 * for some). Most ask for anything (`*\/*`); none may be answered JSON.
 */
export const PREVIEW_BOTS = {
  Facebook: { agent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', accept: '*/*' },
  LinkedIn: {
    agent: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    accept: '*/*',
  },
  Slack: { agent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', accept: '*/*' },
  WhatsApp: { agent: 'WhatsApp/2.23.20.0 A', accept: undefined },
  X: { agent: 'Twitterbot/1.0', accept: '*/*' },
  Telegram: { agent: 'TelegramBot (like TwitterBot)', accept: undefined },
  Discord: {
    agent: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  },
  iMessage: {
    agent: 'facebookexternalhit/1.1 Facebot Twitterbot/1.0',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  },
} as const;
