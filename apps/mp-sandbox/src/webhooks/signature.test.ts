import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firmarWebhook, manifiestoWebhook } from './signature';

describe('firmarWebhook', () => {
  it("signs Mercado Pago's manifest with HMAC-SHA256, data.id lowercased", () => {
    const partes = { dataId: 'ABC123', requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e', ts: 1_742_505_638 };
    expect(manifiestoWebhook(partes)).toBe('id:abc123;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1742505638;');
    const expected = createHmac('sha256', 'secreto')
      .update('id:abc123;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1742505638;')
      .digest('hex');
    expect(firmarWebhook('secreto', partes)).toBe(expected);
    expect(firmarWebhook('secreto', partes)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the secret, the id, the request id and the ts', () => {
    const base = { dataId: '1320000001', requestId: 'r', ts: '1' };
    const firma = firmarWebhook('s', base);
    expect(firmarWebhook('t', base)).not.toBe(firma);
    expect(firmarWebhook('s', { ...base, dataId: '1320000002' })).not.toBe(firma);
    expect(firmarWebhook('s', { ...base, requestId: 'q' })).not.toBe(firma);
    expect(firmarWebhook('s', { ...base, ts: '2' })).not.toBe(firma);
  });
});
