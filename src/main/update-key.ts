/**
 * The publisher's Ed25519 public key: an update installs only when its release's manifest is signed by the
 * matching private key (src/main/update-manifest.ts). The private key is never in the repository: the
 * publisher keeps it and gives it to `npm run dist` (PUPITRE_UPDATE_SIGNING_KEY, see the README), then puts the
 * public key here.
 * This one's private key was thrown away when it was made: until the publisher puts theirs, no update installs.
 */
export const UPDATE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAFntkmfyIu0EtOS8TZVqsG2tv1Eirmv3AxT0vlC8WXu0=
-----END PUBLIC KEY-----
`;
