/**
 * A software passkey for API tests: makes WebAuthn registration and assertion responses as a platform authenticator
 * would ("none" attestation, ES256, user present and verified), so the server's ceremony checks run on real data.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash("sha256").update(data).digest());
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

export interface SoftPasskey {
  credentialId: Uint8Array;
  privateKey: KeyObject;
  rpId: string;
  counter: number;
}

export interface CeremonyOptions {
  challenge: string;
  /** The origin the browser would report (tests change it to try another site). */
  origin: string;
  rpId?: string;
}

/** A new key pair and the registration response for `options` (from POST /api/profile/passkeys/options). */
export function register(o: CeremonyOptions & { rpId: string }): { passkey: SoftPasskey; response: Record<string, unknown> } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
  const credentialId = new Uint8Array(randomBytes(32));
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  // flags: user present (0x01), user verified (0x04), attested credential data (0x40).
  const authData = Buffer.concat([sha256(o.rpId), Buffer.from([0x45]), u32(0), Buffer.alloc(16), idLength, credentialId, cose]);
  const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", new Uint8Array(authData)]]) as never);
  const clientDataJSON = JSON.stringify({ type: "webauthn.create", challenge: o.challenge, origin: o.origin, crossOrigin: false });
  return {
    passkey: { credentialId, privateKey, rpId: o.rpId, counter: 0 },
    response: {
      id: b64(credentialId),
      rawId: b64(credentialId),
      type: "public-key",
      response: { clientDataJSON: b64(new TextEncoder().encode(clientDataJSON)), attestationObject: b64(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    },
  };
}

/** An assertion of `passkey` for `options` (from POST /api/login/passkey/options). */
export function assert(passkey: SoftPasskey, o: CeremonyOptions): Record<string, unknown> {
  passkey.counter += 1;
  const authData = Buffer.concat([sha256(o.rpId ?? passkey.rpId), Buffer.from([0x05]), u32(passkey.counter)]);
  const clientDataJSON = new TextEncoder().encode(JSON.stringify({ type: "webauthn.get", challenge: o.challenge, origin: o.origin, crossOrigin: false }));
  const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: b64(passkey.credentialId),
    rawId: b64(passkey.credentialId),
    type: "public-key",
    response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(new Uint8Array(authData)), signature: b64(new Uint8Array(signature)) },
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
  };
}
