/** Cache policy for files whose name carries a content hash: a new build gives them new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache policy for everything else (HTML, llms.txt, Markdown twins, sitemap, static/ files): always revalidate. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

// Features the docs never use; denying them keeps embedded or injected code from asking.
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Cloudflare Pages refuses longer lines in _headers. */
export const MAX_LINE_LENGTH = 2000;

/**
 * The `_headers` file (Cloudflare Pages syntax) for a build served under
 * `baseUrl`. Every response gets the security headers and the short cache;
 * the rule for `assets/` first detaches ("! Cache-Control") the site-wide
 * value, since the host would otherwise join both values with a comma.
 */
export function headersFile(headerPolicy: string, baseUrl: string): string {
  const lines = [
    '# Written by the built-html plugin (src/plugins/built-html).',
    '/*',
    `  Content-Security-Policy: ${headerPolicy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `  Permissions-Policy: ${PERMISSIONS_POLICY}`,
    `  Cache-Control: ${REVALIDATE_CACHE}`,
    '',
    `${baseUrl}assets/*`,
    '  ! Cache-Control',
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
  ];
  const tooLong = lines.find((line) => line.length > MAX_LINE_LENGTH);
  if (tooLong) {
    throw new Error(`_headers line of ${tooLong.length} characters exceeds the host's limit of ${MAX_LINE_LENGTH}`);
  }
  return `${lines.join('\n')}\n`;
}
