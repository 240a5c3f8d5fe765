import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { verificadorLocal } from '../../src/auth/verificador.js';

const ISSUER = 'http://localhost/idp';
const AUDIENCIA = 'portal-api';

async function firmante() {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const publica = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
  const firmar = (venceEnSegundos: number, farmaciaId = 1001) =>
    new SignJWT({ FarmaciaId: farmaciaId, Roles: ['Pedidos'], name: 'Prueba' })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setSubject('usuario-1')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCIA)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + venceEnSegundos)
      .sign(privateKey as CryptoKey);
  return { verificar: verificadorLocal(ISSUER, AUDIENCIA, [publica]), firmar };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('verified tokens are remembered only while they live', () => {
  test('the same token verified twice gives the same caller', async () => {
    const { verificar, firmar } = await firmante();
    const token = await firmar(60);
    const primero = await verificar(token);
    expect(primero).toMatchObject({ sub: 'usuario-1', farmaciaId: 1001, roles: ['Pedidos'] });
    expect(await verificar(token)).toEqual(primero);
  });

  test('a token remembered while valid is refused with 401 once it has expired', async () => {
    const { verificar, firmar } = await firmante();
    const token = await firmar(60);
    await verificar(token);
    // Only the clock moves: 10 minutes later the token (and the provider's 5 s tolerance) is past.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask', 'performance', 'hrtime'] });
    jest.setSystemTime(Date.now() + 10 * 60_000);
    await expect(verificar(token)).rejects.toMatchObject({ status: 401, message: 'Sesión inválida o vencida.' });
  });

  test('a refused token stays refused, and a valid one is not confused with it', async () => {
    const { verificar, firmar } = await firmante();
    const valido = await firmar(60);
    const alterado = `${valido.slice(0, -4)}AAAA`;
    await expect(verificar(alterado)).rejects.toMatchObject({ status: 401 });
    await expect(verificar(alterado)).rejects.toMatchObject({ status: 401 });
    expect((await verificar(valido)).farmaciaId).toBe(1001);
  });
});
