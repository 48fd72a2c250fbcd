/**
 * A loopback stand-in for Cloudinary on its own origin, for the server tests and the browser tests:
 * - the upload API (https://cloudinary.com/documentation/image_upload_api_reference#upload):
 *   `POST /v1_1/<cloud>/<image|video>/upload`, multipart form data signed the Cloudinary way
 *   (SHA-1 of the sorted signed fields and the API secret; `file`, `api_key` and `signature` are not
 *   signed), answering `{public_id, version, secure_url, bytes, format, resource_type, duration?}`
 *   with `secure_url` on this stand-in's own origin, as Cloudinary's delivery host would serve it;
 * - the destroy API: `POST /v1_1/<cloud>/<image|video>/destroy` (form or multipart), `{result: 'ok' | 'not found'}`;
 * - delivery: `GET /<cloud>/<type>/upload/v1/<public_id>.<format>` serves the stored bytes (with
 *   byte ranges, for video seeking) and `GET /<cloud>/video/upload/so_0/<public_id>.jpg` a poster;
 * - CORS as Cloudinary answers a browser: preflights allowed, every answer readable from any origin.
 * Refusals have Cloudinary's shape `{error: {message}}`: 401 bad api_key or signature, 400 stale
 * timestamp (over an hour) or no public_id, 404 unknown route or cloud.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { uploadSignature } from '../../../server/modules/media/signature.ts';

/** One POST to the upload or destroy API: its path, its text fields and whether its signature held. */
export interface CloudinaryCall {
  url: string;
  fields: Record<string, string>;
  signed: boolean;
}

/** A 1×1 PNG, served as every video poster. */
const POSTER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const CONTENT_TYPE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The started stand-in; `url` is its origin (`http://127.0.0.1:<port>`). */
export interface CloudinaryStandIn {
  url: string;
  /** Every upload and destroy call, oldest first. */
  calls: CloudinaryCall[];
  /** The text fields of the last call. */
  last(): Record<string, string>;
  /** Every destroy call Cloudinary carried out, oldest first. */
  destroyed(): Array<{ public_id: string; result: string; fields: Record<string, string> }>;
  /** Whether an asset of this public id is stored (uploaded and not destroyed). */
  holds(publicId: string): boolean;
  /** Every GET of a delivery address, oldest first (paths). */
  deliveries: string[];
  /** Makes every destroy call fail with this status until `failWith(null)`. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/** A stored asset: its resource type (`image` | `video`), its format (file extension) and bytes. */
interface StoredAsset {
  type: string;
  format: string;
  data: Buffer;
}

/** An uploaded file from a multipart form. */
interface FormFile {
  name: string;
  type: string;
  data: Buffer;
}

/** What the stand-in knows: its account, what was uploaded, delivered and destroyed, and whether destroy fails. */
interface StandInState {
  cloud: string;
  apiKey: string;
  apiSecret: string;
  /** The `duration` (s) answered for videos. */
  videoDuration: number;
  calls: CloudinaryCall[];
  stored: Map<string, StoredAsset>;
  destroyed: Array<{ public_id: string; result: string; fields: Record<string, string> }>;
  deliveries: string[];
  failing: number | null;
  /** `http://127.0.0.1:<port>` once listening. */
  origin: string;
}

/** Answers a CORS preflight as Cloudinary does: GET and POST with any requested headers. */
function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-methods', 'GET, POST');
  res.setHeader('access-control-allow-headers', String(req.headers['access-control-request-headers'] ?? '*'));
  res.setHeader('access-control-max-age', '600');
  res.writeHead(204).end();
}

/** Serves the bytes `Range: bytes=a-b` asks for (206), or 416 when they lie outside the asset. */
function serveRange(data: Buffer, type: string, r: RegExpExecArray, res: ServerResponse): void {
  const size = data.length;
  const start = r[1] ? Number(r[1]) : Math.max(0, size - Number(r[2]));
  const end = r[1] && r[2] ? Math.min(Number(r[2]), size - 1) : size - 1;
  if (start >= size || start > end) {
    res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    return;
  }
  res
    .writeHead(206, { 'content-type': type, 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 })
    .end(data.subarray(start, end + 1));
}

/** A delivery GET: a video's poster, or a stored asset's bytes (whole or a byte range); 404 otherwise. */
function deliver(state: StandInState, url: string, range: string | undefined, res: ServerResponse): void {
  const path = decodeURIComponent(url.split('?')[0]!);
  state.deliveries.push(path);
  const poster = new RegExp(`^/${state.cloud}/video/upload/so_0/(.+)\\.jpg$`).exec(path);
  if (poster && state.stored.has(poster[1]!)) {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': POSTER.length }).end(POSTER);
    return;
  }
  const m = new RegExp(`^/${state.cloud}/(image|video)/upload/v1/(.+)\\.(\\w+)$`).exec(path);
  const asset = m ? state.stored.get(m[2]!) : undefined;
  if (!m || !asset || asset.type !== m[1] || asset.format !== m[3]) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const type = CONTENT_TYPE[asset.format] ?? 'application/octet-stream';
  const r = range ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
  if (r && (r[1] || r[2])) return serveRange(asset.data, type, r, res);
  res.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes', 'content-length': asset.data.length }).end(asset.data);
}

/** The text fields and the `file` of a POST body, multipart or URL-encoded. */
async function readForm(contentType: string, body: Buffer): Promise<{ fields: Record<string, string>; file: FormFile | null }> {
  const fields: Record<string, string> = {};
  let file: FormFile | null = null;
  if (!contentType.startsWith('multipart/')) {
    for (const [k, v] of new URLSearchParams(body.toString())) fields[k] = v;
    return { fields, file };
  }
  const form = await new Request('http://standin/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
  const entries: Array<[string, FormDataEntryValue]> = [];
  form.forEach((v, k) => entries.push([k, v]));
  for (const [k, v] of entries) {
    if (typeof v === 'string') fields[k] = v;
    else if (k === 'file') file = { name: v.name, type: v.type, data: Buffer.from(await v.arrayBuffer()) };
  }
  return { fields, file };
}

/** Stores an upload under `publicId` and answers as Cloudinary's upload API does. */
function storeUpload(state: StandInState, type: string, publicId: string, file: FormFile, res: ServerResponse): void {
  const ext = /\.(\w+)$/.exec(file.name)?.[1]?.toLowerCase();
  const format = ext === 'jpeg' ? 'jpg' : (ext ?? Object.keys(CONTENT_TYPE).find((f) => CONTENT_TYPE[f] === file.type) ?? 'bin');
  state.stored.set(publicId, { type, format, data: file.data });
  res.writeHead(200).end(
    JSON.stringify({
      public_id: publicId,
      version: 1,
      secure_url: `${state.origin}/${state.cloud}/${type}/upload/v1/${publicId}.${format}`,
      bytes: file.data.length,
      format,
      resource_type: type,
      ...(type === 'video' ? { duration: state.videoDuration } : {}),
    }),
  );
}

/**
 * A POST to the upload or destroy API: records the call, refuses it as Cloudinary would (route,
 * api_key, signature, timestamp, public_id, file), else uploads or destroys.
 */
async function handlePost(state: StandInState, url: string, contentType: string, body: Buffer, res: ServerResponse): Promise<void> {
  const { fields, file } = await readForm(contentType, body);
  res.setHeader('content-type', 'application/json');
  const refuse = (status: number, message: string) => void res.writeHead(status).end(JSON.stringify({ error: { message } }));
  const { signature, api_key: key, ...signed } = fields;
  const valid = key === state.apiKey && signature === uploadSignature(signed, state.apiSecret);
  state.calls.push({ url, fields, signed: valid });
  const route = /^\/v1_1\/([^/]+)\/(image|video)\/(upload|destroy)$/.exec(url);
  if (!route || route[1] !== state.cloud) return refuse(404, 'Not found');
  if (key !== state.apiKey) return refuse(401, 'Invalid api_key');
  if (!valid) return refuse(401, 'Invalid Signature');
  if (!(Math.abs(Date.now() / 1000 - Number(fields.timestamp)) <= 3600)) return refuse(400, `Stale request - reported time is ${fields.timestamp}`);
  const publicId = fields.public_id;
  if (!publicId) return refuse(400, 'Missing required parameter - public_id');
  if (route[3] === 'upload') {
    if (!file) return refuse(400, 'Missing required parameter - file');
    return storeUpload(state, route[2]!, publicId, file, res);
  }
  if (state.failing) return refuse(state.failing, 'General Error');
  const result = state.stored.delete(publicId) ? 'ok' : 'not found';
  state.destroyed.push({ public_id: publicId, result, fields });
  res.writeHead(200).end(JSON.stringify({ result }));
}

/** The stand-in's request handler: every answer readable from any origin; preflights, deliveries, API POSTs. */
function standInHandler(state: StandInState): RequestListener {
  return (req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    if (req.method === 'GET' || req.method === 'HEAD') return deliver(state, req.url ?? '', req.headers.range, res);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handlePost(state, req.url ?? '', String(req.headers['content-type'] ?? ''), Buffer.concat(chunks), res);
    });
  };
}

/**
 * Starts the stand-in on a free port of 127.0.0.1.
 * @param opts.videoDuration the `duration` (s) answered for videos, default 2
 */
export async function startCloudinaryStandIn(cloud: string, apiKey: string, apiSecret: string, opts: { videoDuration?: number } = {}): Promise<CloudinaryStandIn> {
  const state: StandInState = { cloud, apiKey, apiSecret, videoDuration: opts.videoDuration ?? 2, calls: [], stored: new Map(), destroyed: [], deliveries: [], failing: null, origin: '' };
  const server: Server = createServer(standInHandler(state));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: state.origin,
    calls: state.calls,
    last: () => state.calls.at(-1)?.fields ?? {},
    destroyed: () => state.destroyed,
    holds: (publicId) => state.stored.has(publicId),
    deliveries: state.deliveries,
    failWith: (status) => {
      state.failing = status;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
