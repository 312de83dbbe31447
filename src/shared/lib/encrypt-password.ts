import { keyPair } from '@contract/auth/auth';
import { ApiError } from '@/shared/lib/api-error';
import { api } from '@/shared/lib/http';

/** Turns an SPKI PEM into the DER bytes WebCrypto imports. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const b64 = pem
    .replace(/-----BEGIN [^-]+-----/, '')
    .replace(/-----END [^-]+-----/, '')
    .replace(/\s+/g, '');
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function toBase64(buf: ArrayBuffer): string {
  let s = '';
  for (const b of new Uint8Array(buf)) s += String.fromCharCode(b);
  return btoa(s);
}

/**
 * The same RSA-OAEP (SHA-256) encryption in JavaScript, for pages served over
 * plain HTTP on an intranet address, where browsers withhold WebCrypto. Loaded
 * only then, so HTTPS and localhost users never download it.
 */
export async function encryptWithForge(publicKeyPem: string, password: string, keyId: string): Promise<string> {
  const { default: forge } = await import('node-forge');
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const sealed = key.encrypt(forge.util.encodeUtf8(password), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
    // The key id is ASCII, so its UTF-8 bytes are the binary string forge expects.
    label: keyId,
  });
  return forge.util.encode64(sealed);
}

/**
 * Encrypts a password with the server's public key (RSA-OAEP, SHA-256) and
 * returns base64: WebCrypto where the browser offers it (HTTPS, localhost),
 * else the JavaScript fallback. The one-time key id is the OAEP label, which
 * binds the ciphertext to it: the server decrypts it once, under that id only.
 */
export async function encryptPassword(publicKeyPem: string, password: string, keyId: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    try {
      return await encryptWithForge(publicKeyPem, password, keyId);
    } catch {
      throw new ApiError('invalid', 0, '浏览器无法加密密码，请刷新页面后重试，或通过 HTTPS 访问本系统');
    }
  }
  const key = await subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  // Copied into plain Uint8Arrays: some hosts hand TextEncoder output from another realm.
  const plain = Uint8Array.from(new TextEncoder().encode(password));
  const label = Uint8Array.from(new TextEncoder().encode(keyId));
  const sealed = await subtle.encrypt({ name: 'RSA-OAEP', label }, key, plain);
  return toBase64(sealed);
}

/**
 * Encrypts one password under a freshly fetched server key and one-time key
 * id (seal): the server may rotate its keys, and a seal decrypts only once,
 * so every password of every submit gets its own.
 */
export async function sealPassword(password: string): Promise<{ keyId: string; password: string }> {
  const key = await api(keyPair, {});
  return { keyId: key.keyId, password: await encryptPassword(key.publicKey, password, key.keyId) };
}
