/**
 * Areas behind a sign-in or a payment: nothing there for a search engine. Each is closed as the
 * exact path and as a folder, not as a bare prefix, which would also hide shops whose slug
 * merely starts with it (`/apparel-ai`, `/adminku`).
 */
const PRIVATE_AREAS = ['/app', '/admin', '/account', '/authentication', '/payment', '/payments']

/** `robots.txt`: everything may be crawled but the private areas and the API. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_AREAS.flatMap((area) => [`Disallow: ${area}$`, `Disallow: ${area}/`]),
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
