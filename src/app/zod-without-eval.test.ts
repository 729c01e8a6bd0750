import './zod-without-eval';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod without eval', () => {
  it('zod loaded after the setting runs jitless, and still parses and refuses', () => {
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(1), count: z.number().int() });
    expect(schema.parse({ name: 'a', count: 1, extra: true })).toEqual({ name: 'a', count: 1 });
    expect(schema.safeParse({ name: '', count: 1.5 }).success).toBe(false);
  });
});
