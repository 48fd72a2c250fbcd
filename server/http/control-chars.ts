import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARS } from '../../common/contract/common.ts';
import { MSG } from '../../common/texts.ts';
import { HttpError } from './errors.ts';
import { isApiRequest } from './path.ts';

/**
 * Finds the first string in a parsed JSON value that holds a NUL or another control
 * character ({@link CONTROL_CHARS}: C0 except tab, newline and carriage return, and DEL).
 * PostgreSQL cannot store NUL in text, and no field of this API has a use for the others.
 * @returns the offending field's path (`array.0.title`), or null when the value is clean.
 */
export function findControlChar(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARS.test(value) ? path || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [k, v] of entries) {
    const key = `${path ? `${path}.` : ''}${k}`;
    if (CONTROL_CHARS.test(k)) return key;
    const found = findControlChar(v, key);
    if (found) return found;
  }
  return null;
}

/**
 * Rejects, before any handler runs, an /api request whose body, query or path parameters
 * contain a control character: 400 `"<field>: <message>"`. Every endpoint is covered,
 * whatever its own schema says.
 */
export function registerControlCharGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (!isApiRequest(req)) return;
    for (const [where, value] of [['params', req.params], ['query', req.query], ['', req.body]] as const) {
      const field = findControlChar(value, where);
      if (field) throw new HttpError(400, `${field}: ${MSG.controlChars}`, [{ path: field, message: MSG.controlChars }]);
    }
  });
}
