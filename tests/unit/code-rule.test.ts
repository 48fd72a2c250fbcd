import { describe, expect, it } from 'vitest';
import { checkCode, codeBodySchema, codeIssueMessage, MAX_CODE_BYTES, MSG } from '../../common/contract/index.ts';
import { utf8Length } from '../../common/utf8.ts';

describe('the code rule (common/contract/code.ts)', () => {
  it('blank code, whitespace only included, is required', () => {
    for (const code of ['', ' ', '\n\t  \n']) expect(checkCode(code)).toBe('required');
    expect(codeIssueMessage('required')).toBe(MSG.codeRequired);
  });

  it('counts UTF-8 bytes as TextEncoder does, lone surrogates included', () => {
    for (const text of ['', 'abc', 'é', '€', '😀', 'a\uD800b', '\uDC00', 'x\uD83D', 'ß汉字🎉\n\t']) {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    }
    const limit = 'a'.repeat(MAX_CODE_BYTES);
    expect(checkCode(limit)).toBeNull();
    expect(checkCode(limit.slice(1) + 'é')).toBe('tooLarge');
    expect(codeIssueMessage('tooLarge')).toBe(MSG.codeTooLarge);
  });

  it('the server schema applies the same blank rule', () => {
    const r = codeBodySchema.safeParse({ code: '   \n', language: 'c++' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MSG.codeRequired);
    expect(codeBodySchema.safeParse({ code: 'int main(){}', language: 'c++' }).success).toBe(true);
  });
});
