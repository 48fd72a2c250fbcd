/**
 * A loopback stand-in for Razorpay on its own origin, for the server tests and the browser tests:
 * - the Orders API the server calls (https://razorpay.com/docs/api/orders/create/): `POST /v1/orders`
 *   with HTTP Basic auth (key id and secret), answering Razorpay's order entity;
 * - `GET /v1/checkout.js`: a script speaking Razorpay Checkout's browser API
 *   (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/): `new
 *   Razorpay(options).open()` opens a full-window iframe of this origin's payment page; the page's
 *   Pay button makes the stand-in sign a payment of `options.order_id` (HMAC-SHA256 of
 *   `order_id|payment_id` with the key secret, as Razorpay signs it) and posts the result to the
 *   opening page, where `options.handler({razorpay_payment_id, razorpay_order_id,
 *   razorpay_signature})` gets it; its Close button calls `options.modal.ondismiss()`;
 * - `GET /v1/checkout/public?…` (the payment page) and `POST /v1/checkout/pay` (what it calls).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The started stand-in; `url` is its origin (`http://127.0.0.1:<port>`), its checkout script `${url}/v1/checkout.js`. */
export interface RazorpayStandIn {
  url: string;
  checkoutUrl: string;
  /** Every call of the Orders API: its Authorization header and JSON body. */
  received: Array<{ auth: string | undefined; body: unknown }>;
  /** Payments made in the payment page, oldest first. */
  payments: Array<{ orderId: string; paymentId: string }>;
  /** Every GET, oldest first (paths). */
  served: string[];
  /** Makes the Orders API answer 500 while `v` holds. */
  setFail(v: boolean): void;
  close(): Promise<void>;
}

/** The browser half of the checkout: defines `window.Razorpay`. `__ORIGIN__` is this stand-in's origin. */
const CHECKOUT_JS = `(function () {
  var ORIGIN = '__ORIGIN__';
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new Error('Razorpay must be called with new');
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, cb) { (this.listeners[event] = this.listeners[event] || []).push(cb); };
  Razorpay.prototype.open = function () {
    var o = this.options;
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.setAttribute('data-standin', 'razorpay-checkout');
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:rgba(0,0,0,.4)';
    frame.src = ORIGIN + '/v1/checkout/public?' + new URLSearchParams({
      key_id: o.key, order_id: o.order_id, amount: String(o.amount), currency: o.currency || 'INR',
      name: o.name || '', color: (o.theme && o.theme.color) || '', parent: location.origin,
    });
    function onMessage(e) {
      if (e.origin !== ORIGIN || e.source !== frame.contentWindow || !e.data || e.data.source !== 'razorpay-standin') return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      if (e.data.type === 'paid') o.handler(e.data.result);
      else if (o.modal && o.modal.ondismiss) o.modal.ondismiss();
    }
    window.addEventListener('message', onMessage);
    document.body.appendChild(frame);
  };
  window.Razorpay = Razorpay;
})();
`;

/** The payment page (its own document on the stand-in's origin). */
const PAYMENT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay stand-in</title></head>
<body style="font-family:sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:rgba(0,0,0,.5)">
<main style="background:#fff;padding:24px;border-radius:8px;min-width:260px">
<h1 style="font-size:20px">Razorpay stand-in</h1><p id="what"></p>
<button id="pay" type="button">Pay</button> <button id="close" type="button">Close</button>
</main>
<script>
  var q = new URLSearchParams(location.search);
  document.getElementById('what').textContent = 'Order ' + q.get('order_id') + ': ' + (Number(q.get('amount')) / 100) + ' ' + q.get('currency');
  function tell(msg) { msg.source = 'razorpay-standin'; parent.postMessage(msg, q.get('parent')); }
  document.getElementById('close').onclick = function () { tell({ type: 'dismiss' }); };
  document.getElementById('pay').onclick = function () {
    fetch('/v1/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key_id: q.get('key_id'), order_id: q.get('order_id') }) })
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
      .then(function (result) { tell({ type: 'paid', result: result }); });
  };
</script></body></html>`;

/** Starts the stand-in on a free port of 127.0.0.1 for the key pair `keyId`/`keySecret`. */
export async function startRazorpayStandIn(keyId: string, keySecret: string): Promise<RazorpayStandIn> {
  const received: RazorpayStandIn['received'] = [];
  const payments: RazorpayStandIn['payments'] = [];
  const served: string[] = [];
  let fail = false;
  let origin = '';

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => resolve(raw));
    });

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET') {
      served.push(path!);
      if (path === '/v1/checkout.js') return res.writeHead(200, { 'content-type': 'application/javascript' }).end(CHECKOUT_JS.replace('__ORIGIN__', origin));
      if (path === '/v1/checkout/public') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAYMENT_PAGE);
      return res.writeHead(404).end();
    }
    void readBody(req).then((raw) => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && path === '/v1/checkout/pay') {
        const body = JSON.parse(raw || '{}') as { key_id?: string; order_id?: string };
        if (body.key_id !== keyId || !body.order_id) return res.writeHead(400).end(JSON.stringify({ error: { description: 'unknown key or order' } }));
        const paymentId = `pay_Standin${randomBytes(6).toString('hex')}`;
        payments.push({ orderId: body.order_id, paymentId });
        const signature = createHmac('sha256', keySecret).update(`${body.order_id}|${paymentId}`).digest('hex');
        return res.writeHead(200).end(JSON.stringify({ razorpay_payment_id: paymentId, razorpay_order_id: body.order_id, razorpay_signature: signature }));
      }
      received.push({ auth: req.headers.authorization, body: raw ? JSON.parse(raw) : null });
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      if (req.method !== 'POST' || path !== '/v1/orders') return res.writeHead(404).end('{}');
      if (req.headers.authorization !== expected) return res.writeHead(401).end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
      if (fail) return res.writeHead(500).end('{}');
      const body = JSON.parse(raw) as { amount: number; currency: string; receipt: string };
      res.writeHead(200).end(
        JSON.stringify({ id: `order_Rzp${received.length}`, entity: 'order', amount: body.amount, amount_paid: 0, amount_due: body.amount, currency: body.currency, receipt: body.receipt, status: 'created', attempts: 0, created_at: Math.floor(Date.now() / 1000) }),
      );
    });
  });

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    checkoutUrl: `${origin}/v1/checkout.js`,
    received,
    payments,
    served,
    setFail: (v) => {
      fail = v;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
