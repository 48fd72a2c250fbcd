import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy of every response (but the JavaScript runner's worker script, which
 * has its own), built from the configuration: the app's own origin only, widened for exactly the
 * providers that are configured.
 *
 * - Always: `default-src 'self'`; scripts, styles, fonts, connections and frames from this origin;
 *   images `'self' data: blob:` and media `'self' blob:` (previews of picked files are blob: URLs);
 *   CodeMirror injects <style> elements, hence style-src 'unsafe-inline'; no plugins, no framing of the app.
 * - Razorpay (`payments.razorpay`): its checkout script's origin (RAZORPAY_CHECKOUT_URL) in script-src;
 *   that origin and the API origin (RAZORPAY_API_URL: Razorpay's payment frame is served from
 *   api.razorpay.com) in frame-src, connect-src and img-src.
 * - Cloudinary (`media.cloudinary`): the upload API's origin (CLOUDINARY_API_URL) in connect-src,
 *   for the browser's upload XHR; the delivery origin (CLOUDINARY_DELIVERY_URL) in img-src and
 *   media-src, for the photos and videos it serves.
 *
 * @returns the header's value: directives joined by `; `, each source list without duplicates
 */
export function buildCsp(config: Pick<Config, 'payments'> & { media: Pick<Config['media'], 'cloudinary'> }): string {
  const rp = config.payments.razorpay;
  const cl = config.media.cloudinary;
  const checkout = rp ? [originOf(rp.checkoutUrl)] : [];
  const razorpay = rp ? [originOf(rp.checkoutUrl), originOf(rp.apiUrl)] : [];
  const uploads = cl ? [originOf(cl.apiUrl)] : [];
  const delivery = cl ? [originOf(cl.deliveryUrl)] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...checkout]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...delivery, ...razorpay]],
    ['media-src', ["'self'", 'blob:', ...delivery]],
    ['connect-src', ["'self'", ...uploads, ...razorpay]],
    ['frame-src', ["'self'", ...razorpay]],
    ['worker-src', ["'self'", 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** The origin (`scheme://host[:port]`) of an http(s) URL the configuration validated. */
function originOf(url: string): string {
  return new URL(url).origin;
}
