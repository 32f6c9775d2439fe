import { z } from 'zod';
import { BridgeError } from '../../shared/errors';
import { insecureServiceUrlMessage } from '../../shared/rules/urls';
import type { RestClient } from '../http/rest-client';

/** keycloak.json of the back office (design.md "identity config"). */
const keycloakJson = z.object({
  realm: z.string().min(1),
  'auth-server-url': z.url(),
  resource: z.string().min(1),
  'public-client': z.boolean().optional(),
});

export interface IdentityConfig {
  realm: string;
  authServerUrl: string;
  clientId: string;
  /** OpenID issuer: {auth-server-url}/realms/{realm}. */
  authority: string;
}

export async function fetchIdentityConfig(rest: RestClient): Promise<IdentityConfig> {
  const raw = await rest.request<unknown>('GET', '/api/config/keycloak.json', { anonymous: true });
  const parsed = keycloakJson.safeParse(raw);
  if (!parsed.success) throw new BridgeError('LOGIN_FAILED', "La configuration d'identité du serveur est invalide.");
  const base = parsed.data['auth-server-url'].replace(/\/+$/, '');
  const refusal = insecureServiceUrlMessage(base, 'fournisseur d’identité');
  if (refusal) throw new BridgeError('INSECURE_URL', refusal);
  return {
    realm: parsed.data.realm,
    authServerUrl: `${base}/`,
    clientId: parsed.data.resource,
    authority: `${base}/realms/${encodeURIComponent(parsed.data.realm)}`,
  };
}
