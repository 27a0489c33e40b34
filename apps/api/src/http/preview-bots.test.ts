import { describe, expect, it } from 'vitest';
import { PREVIEW_BOTS } from '../testing/preview-bot-agents.ts';
import { isAutomatedAgent, isPreviewBot } from './preview-bots.ts';

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  // Facebook's and LinkedIn's in-app browsers are people reading the page.
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.35.107]',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 LinkedInApp/9.1',
];

describe('preview bots', () => {
  it.each(Object.entries(PREVIEW_BOTS))('knows %s’s link-preview fetcher', (_name, { agent }) => {
    expect(isPreviewBot(agent)).toBe(true);
    expect(isAutomatedAgent(agent)).toBe(true);
  });

  it('knows search crawlers and other preview services', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)',
      'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
      'Mozilla/5.0 (compatible; redditbot/1.0; +http://www.reddit.com/feedback)',
      'Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)',
      'Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)',
    ])
      expect(isPreviewBot(agent), agent).toBe(true);
  });

  it('counts command-line clients as automated, not as preview bots', () => {
    expect(isPreviewBot('curl/8.5.0')).toBe(false);
    expect(isAutomatedAgent('curl/8.5.0')).toBe(true);
  });

  it('takes browsers, in-app ones too, for people', () => {
    for (const agent of [...BROWSERS, undefined, '']) {
      expect(isPreviewBot(agent), agent).toBe(false);
      expect(isAutomatedAgent(agent), agent).toBe(false);
    }
  });
});
