// Crawlers and link previewers get the whole document at once (onAllReady).
const BOT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|mediapartners|preview/i;

export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && BOT.test(userAgent);
}
