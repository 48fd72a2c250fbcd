import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { buildCsp } from '../../server/http/csp.ts';

/**
 * The Content-Security-Policy built from the configuration: the app's own origin only, widened for
 * exactly the configured providers (Razorpay's checkout and frame, Cloudinary's upload API and
 * delivery), and the settings that name those origins.
 */

/** The CSP's directives by name, each a list of sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(csp.split('; ').map((d) => { const [name, ...sources] = d.split(' '); return [name!, sources]; }));
}

const RAZORPAY = { RAZORPAY_KEY_ID: 'rzp_test_Abc123', RAZORPAY_KEY_SECRET: 'secret' };
const CLOUDINARY = { CLOUDINARY_URL: 'cloudinary://123456789:cloud-secret@demo-cloud' };

describe('CSP from configuration', () => {
  it('allows only the app itself when no provider is configured', () => {
    const d = directives(buildCsp(loadConfig({})));
    expect(d).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    });
  });

  it("adds Razorpay's checkout script and payment frame origins, with the real defaults, and nothing for Cloudinary", () => {
    const none = directives(buildCsp(loadConfig({})));
    const d = directives(buildCsp(loadConfig(RAZORPAY)));
    expect(d['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(d['frame-src']).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(d['connect-src']).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(d['media-src']).toEqual(none['media-src']);
    expect(d['default-src']).toEqual(["'self'"]);
  });

  it("adds Cloudinary's upload API to connect-src and its delivery origin to img-src and media-src, and nothing for Razorpay", () => {
    const d = directives(buildCsp(loadConfig(CLOUDINARY)));
    expect(d['connect-src']).toEqual(["'self'", 'https://api.cloudinary.com']);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://res.cloudinary.com']);
    expect(d['media-src']).toEqual(["'self'", 'blob:', 'https://res.cloudinary.com']);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['frame-src']).toEqual(["'self'"]);
  });

  it('takes the origins from the settings (origin only: no path), each once', () => {
    const csp = buildCsp(
      loadConfig({
        ...RAZORPAY,
        ...CLOUDINARY,
        RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4100/v1/checkout.js',
        RAZORPAY_API_URL: 'http://127.0.0.1:4100',
        CLOUDINARY_API_URL: 'http://127.0.0.1:4200/',
        CLOUDINARY_DELIVERY_URL: 'http://127.0.0.1:4200/deliver/',
      }),
    );
    const d = directives(csp);
    expect(d['script-src']).toEqual(["'self'", 'http://127.0.0.1:4100']);
    expect(d['frame-src']).toEqual(["'self'", 'http://127.0.0.1:4100']);
    expect(d['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4200', 'http://127.0.0.1:4100']);
    expect(d['media-src']).toEqual(["'self'", 'blob:', 'http://127.0.0.1:4200']);
    expect(csp).not.toContain('checkout.js');
    expect(csp).not.toContain('https:;');
  });

  it('refuses provider URLs that are not http(s), naming the variable', () => {
    expect(() => loadConfig({ RAZORPAY_CHECKOUT_URL: 'javascript:alert(1)' })).toThrow(/RAZORPAY_CHECKOUT_URL must be an http:\/\/ or https:\/\/ URL/);
    expect(() => loadConfig({ CLOUDINARY_DELIVERY_URL: 'res.cloudinary.com' })).toThrow(/CLOUDINARY_DELIVERY_URL must be an http:\/\/ or https:\/\/ URL/);
    expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'yes' })).toThrow(/PAYMENTS_TEST_MODE must be true or false/);
  });

  it('keeps the test-mode payments outside production, drops them in production unless PAYMENTS_TEST_MODE=true', () => {
    expect(loadConfig({}).payments.testMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).payments.testMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).payments.testMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }).payments.testMode).toBe(true);
    expect(loadConfig({ PAYMENTS_TEST_MODE: 'false' }).payments.testMode).toBe(false);
  });
});
