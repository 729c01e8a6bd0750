/**
 * The shared key at rest: AES-256-GCM under a key derived from CONSOLE_SECRET (HKDF-SHA-256), a fresh 12-byte
 * nonce per seal, and the event's id as additional data, so a sealed key moved to another event's row does not
 * open. What is stored is `v1.<nonce>.<tag>.<ciphertext>` in base64url: nothing of the key in clear.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export class KeyVault {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('event-console team'), Buffer.from('shared api key v1'), 32));
  }

  seal(plain: string, eventId: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(eventId, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The key in clear, or undefined when the sealed text was not sealed by this secret for this event. */
  open(sealed: string, eventId: string): string | undefined {
    const [version, nonce, tag, body] = sealed.split('.');
    if (version !== 'v1' || !nonce || !tag || body === undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(eventId, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
