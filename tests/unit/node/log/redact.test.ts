import { describe, expect, it } from 'vitest';
import { MASK, redact, redactText } from '../../../../src/shared/log/redact';

// Shaped as the embedded provider issues them: a JWT access token and opaque base64url values.
const JWT = 'eyJhbGciOiJSUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiJhZG1pbiIsImV4cCI6MTcwMDAwMDAwMH0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const OPAQUE = 'Zk3p9WqL2xN8vB4mT6yR1cH5jD0sF7gA-_e3uI9oPqw';

describe('redactText', () => {
  it('masks bearer and basic credentials and bare JWTs', () => {
    expect(redactText(`GET /api/author Bearer ${OPAQUE}`)).toBe(`GET /api/author Bearer ${MASK}`);
    expect(redactText('basic YWRtaW46YWRtaW4=')).toBe(`basic ${MASK}`);
    expect(redactText(`jeton reçu : ${JWT} (5 min)`)).toBe(`jeton reçu : ${MASK} (5 min)`);
  });

  it('masks OAuth parameters of a callback URL or a form body, and keeps the rest', () => {
    const callback = `http://127.0.0.1:53124/callback?code=${OPAQUE}&state=abc123def456&iss=http%3A%2F%2F127.0.0.1`;
    expect(redactText(callback)).toBe(`http://127.0.0.1:53124/callback?code=${MASK}&state=${MASK}&iss=http%3A%2F%2F127.0.0.1`);
    const form = `grant_type=refresh_token&refresh_token=${OPAQUE}&client_id=pupitre&code_verifier=${OPAQUE}`;
    expect(redactText(form)).toBe(`grant_type=refresh_token&refresh_token=${MASK}&client_id=pupitre&code_verifier=${MASK}`);
    expect(redactText(`#access_token=${JWT}&id_token=${JWT}`)).toBe(`#access_token=${MASK}&id_token=${MASK}`);
    // A word that merely ends like a key is not touched.
    expect(redactText('errcode=42 postcode=75001')).toBe('errcode=42 postcode=75001');
  });

  it('masks JSON members of a token answer, quoted or spaced', () => {
    const body = `{"access_token": "${OPAQUE}","expires_in":300,"refresh_token":"${OPAQUE}","id_token" : "x.y.z","password":"s3cret"}`;
    expect(redactText(body)).toBe(`{"access_token": "${MASK}","expires_in":300,"refresh_token":"${MASK}","id_token" : "${MASK}","password":"${MASK}"}`);
  });

  it('masks header lines to their end, whatever the case', () => {
    const dump = `POST /token\nAuthorization: Bearer ${OPAQUE}\ncookie: _session=${OPAQUE}; _interaction=abc\nSet-Cookie: _session=${OPAQUE}; path=/\nAccept: */*`;
    expect(redactText(dump)).toBe(`POST /token\nAuthorization: ${MASK}\ncookie: ${MASK}\nSet-Cookie: ${MASK}\nAccept: */*`);
  });

  it('masks the user and password of a URL, whatever its scheme, and keeps the address', () => {
    expect(redactText('feed https://pupitre:s3cret@maj.example.com/pupitre/latest.yml refused')).toBe(`feed https://${MASK}@maj.example.com/pupitre/latest.yml refused`);
    // A password holding an @ (as typed, unencoded): the whole userinfo, up to the host, is masked.
    expect(redactText('http://admin:p@ss@127.0.0.1:4310/api')).toBe(`http://${MASK}@127.0.0.1:4310/api`);
    // A token given as the user alone is a secret too.
    expect(redactText(`git clone https://${OPAQUE}@git.example.com/depot.git`)).toBe(`git clone https://${MASK}@git.example.com/depot.git`);
    // An @ in the path or the query is not userinfo; an e-mail address is not a URL.
    expect(redactText('https://idp.example/users/@admin?to=a@b.fr contact: admin@example.com')).toBe('https://idp.example/users/@admin?to=a@b.fr contact: admin@example.com');
    expect(redact({ url: new URL('https://pupitre:s3cret@maj.example.com/') })).toEqual({ url: `https://${MASK}@maj.example.com/` });
  });

  it('masks a URL password as typed, holding # / ? or @, and takes no port for a password', () => {
    for (const password of ['pa#ss', 'pa/ss', 'pa?ss', 'p@ss/w#rd?x', '1234']) {
      expect(redactText(`flux http://pupitre:${password}@maj.example.com:8443/latest.yml refusé`), password).toBe(`flux http://${MASK}@maj.example.com:8443/latest.yml refusé`);
    }
    expect(redactText('https://idp.example:8443/users/@admin?to=a@b.fr')).toBe('https://idp.example:8443/users/@admin?to=a@b.fr');
    expect(redactText('postgres://pupitre:s3c/r#t@db.example:5432/pupitre')).toBe(`postgres://${MASK}@db.example:5432/pupitre`);
  });

  it('masks `key: value` text, quoted or to the end of the line, and leaves code and state words alone', () => {
    expect(redactText(`password: s3cret phrase\nuser: admin`)).toBe(`password: ${MASK}\nuser: admin`);
    expect(redactText(`{ password: 's3cret', user: 'admin' }`)).toBe(`{ password: ${MASK}, user: 'admin' }`);
    expect(redactText(`client_secret : "${OPAQUE}", expires: 300`)).toBe(`client_secret : ${MASK}, expires: 300`);
    expect(redactText(`refreshToken: ${OPAQUE}`)).toBe(`refreshToken: ${MASK}`);
    expect(redactText(`editSessionToken: '${OPAQUE}'`)).toBe(`editSessionToken: ${MASK}`);
    expect(redactText('code: ECONNREFUSED, state: signedIn')).toBe('code: ECONNREFUSED, state: signedIn');
  });

  it('masks the editor session token of Fonto’s context, in a JSON body and in a GET’s query, and keeps what follows', () => {
    const query = `context=${encodeURIComponent(JSON.stringify({ editSessionToken: OPAQUE, documentId: '12' }))}`;
    expect(redactText(`GET http://127.0.0.1:4310/api/fonto/document?documentId=12&${query} a échoué (412)`)).toBe(
      `GET http://127.0.0.1:4310/api/fonto/document?documentId=12&context=%7B%22editSessionToken%22%3A%22${encodeURIComponent(MASK)}%22%2C%22documentId%22%3A%2212%22%7D a échoué (412)`,
    );
    expect(redactText(`{"context":{"editSessionToken":"${OPAQUE}","documentId":"12"}}`)).toBe(`{"context":{"editSessionToken":"${MASK}","documentId":"12"}}`);
    expect(redact({ context: { editSessionToken: OPAQUE, documentId: '12' } })).toEqual({ context: { editSessionToken: MASK, documentId: '12' } });
    // Opening a session names no token: left as it is.
    expect(redactText('POST /api/fonto/session')).toBe('POST /api/fonto/session');
  });

  it('leaves an ordinary message alone', () => {
    const message = 'Connexion de admin (3 rôles) sur http://127.0.0.1:4310 — état signedIn, code HTTP 404';
    expect(redactText(message)).toBe(message);
  });
});

describe('redact', () => {
  it('masks secret members of objects at any depth, and ambiguous ones only when they look like a token', () => {
    const value = {
      user: 'admin',
      headers: { Authorization: `Bearer ${OPAQUE}`, 'Set-Cookie': ['_session=abc'], accept: 'application/json' },
      tokens: { accessToken: JWT, refresh_token: OPAQUE, idToken: null },
      error: { code: 'ECONNREFUSED', state: 'signedIn' },
      callback: { code: OPAQUE, state: OPAQUE },
      list: [`?code=${OPAQUE}`, 3, true],
      password: 'admin',
    };
    expect(redact(value)).toEqual({
      user: 'admin',
      headers: { Authorization: MASK, 'Set-Cookie': MASK, accept: 'application/json' },
      tokens: { accessToken: MASK, refresh_token: MASK, idToken: null },
      error: { code: 'ECONNREFUSED', state: 'signedIn' },
      callback: { code: MASK, state: MASK },
      list: [`?code=${MASK}`, 3, true],
      password: MASK,
    });
    // The original is untouched: the caller may still use it.
    expect(value.password).toBe('admin');
  });

  it('copies an error with its message, stack, members and cause masked, name kept', () => {
    const cause = new Error(`token endpoint answered {"refresh_token":"${OPAQUE}"}`);
    const error = Object.assign(new TypeError(`fetch failed for ?code=${OPAQUE}`, { cause }), { code: 'UND_ERR', request: { headers: { cookie: 'a=b' } } });
    const copy = redact(error) as TypeError & { code: string; request: { headers: { cookie: string } } };
    expect(copy).toBeInstanceOf(Error);
    expect(copy.name).toBe('TypeError');
    expect(copy.message).toBe(`fetch failed for ?code=${MASK}`);
    expect(copy.stack).not.toContain(OPAQUE);
    expect(copy.stack).toContain('redact.test.ts');
    expect(copy.code).toBe('UND_ERR');
    expect(copy.request.headers.cookie).toBe(MASK);
    expect((copy.cause as Error).message).toBe(`token endpoint answered {"refresh_token":"${MASK}"}`);
  });

  it('masks URLs and header holders, and survives cycles and depth', () => {
    const headers = new Headers({ authorization: `Bearer ${OPAQUE}`, 'content-type': 'text/plain' });
    expect(redact({ url: new URL(`https://idp.example/cb?state=${OPAQUE}`), headers })).toEqual({
      url: `https://idp.example/cb?state=${MASK}`,
      headers: { authorization: MASK, 'content-type': 'text/plain' },
    });
    const loop: Record<string, unknown> = { name: 'boucle' };
    loop['self'] = loop;
    expect(redact(loop)).toEqual({ name: 'boucle', self: '[circulaire]' });
    const deep = { a: { b: { c: { d: { e: { f: { g: 'trop loin' } } } } } } };
    expect(JSON.stringify(redact(deep))).toContain('[…]');
  });
});
