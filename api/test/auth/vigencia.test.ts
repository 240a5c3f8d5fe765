import { afterEach, describe, expect, jest, test } from '@jest/globals';
import pino from 'pino';
import { crearVigencia, VIGENCIA_MS, VIGENCIA_SIN_AVISOS_MS } from '../../src/auth/vigencia.js';
import { puenteTcp, REDIS } from '../escalado/topologia.js';

/**
 * The per-process cache of users' context versions, with a database that answers as told: without Redis, and with
 * Redis behind a TCP bridge a test cuts (one process cut off from the notices).
 */

const log = pino({ level: 'silent' });

function baseDeMentira(inicial: Record<string, number | null>) {
  const versiones = new Map(Object.entries(inicial));
  let caida = false;
  const lecturas: string[] = [];
  return {
    versiones,
    lecturas,
    caer: (valor: boolean) => (caida = valor),
    leer: async (sub: string) => {
      lecturas.push(sub);
      if (caida) throw new Error('base de datos caída');
      return versiones.get(sub) ?? null;
    },
  };
}

const adelantarReloj = (ms: number) => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask', 'performance', 'hrtime'] });
  jest.setSystemTime(Date.now() + ms);
};

afterEach(() => {
  jest.useRealTimers();
});

describe('vigencia de los usuarios', () => {
  test('a user is read once while its version is fresh, and again after VIGENCIA_MS', async () => {
    const base = baseDeMentira({ u1: 3 });
    const vigencia = await crearVigencia({ leer: base.leer, redisUrl: null, log });
    expect(await Promise.all([vigencia.version('u1'), vigencia.version('u1'), vigencia.version('u1', 3)])).toEqual([3, 3, 3]);
    expect(base.lecturas).toEqual(['u1']);
    base.versiones.set('u1', 4);
    adelantarReloj(VIGENCIA_MS + 1);
    expect(await vigencia.version('u1')).toBe(4);
    expect(base.lecturas).toEqual(['u1', 'u1']);
  });

  test('a change read again at once, and told to the listeners with the new version (null once deleted)', async () => {
    const base = baseDeMentira({ u1: 1 });
    const vigencia = await crearVigencia({ leer: base.leer, redisUrl: null, log });
    const avisos: [string, number | null][] = [];
    vigencia.alCambiar((sub, version) => avisos.push([sub, version]));
    expect(await vigencia.version('u1')).toBe(1);
    base.versiones.set('u1', 2);
    await vigencia.cambio('u1');
    expect(await vigencia.version('u1')).toBe(2);
    base.versiones.delete('u1');
    await vigencia.cambio('u1');
    expect(await vigencia.version('u1')).toBeNull();
    expect(avisos).toEqual([
      ['u1', 2],
      ['u1', null],
    ]);
  });

  test('a token newer than the version kept (a notice not heard) makes it read again', async () => {
    const base = baseDeMentira({ u1: 1 });
    const vigencia = await crearVigencia({ leer: base.leer, redisUrl: null, log });
    expect(await vigencia.version('u1', 1)).toBe(1);
    base.versiones.set('u1', 2);
    expect(await vigencia.version('u1', 2)).toBe(2);
    // An older token does not: it is simply refused.
    expect(await vigencia.version('u1', 1)).toBe(2);
    expect(base.lecturas).toEqual(['u1', 'u1']);
  });

  test('a failed refresh keeps answering the version known, and the next call tries again; after a notice it does not', async () => {
    const base = baseDeMentira({ u1: 5 });
    const vigencia = await crearVigencia({ leer: base.leer, redisUrl: null, log });
    expect(await vigencia.version('u1')).toBe(5);
    base.caer(true);
    adelantarReloj(VIGENCIA_MS + 1);
    expect(await vigencia.version('u1')).toBe(5);
    expect(await vigencia.version('u1')).toBe(5);
    expect(base.lecturas).toHaveLength(3);
    base.caer(false);
    expect(await vigencia.version('u1')).toBe(5);

    base.caer(true);
    await vigencia.cambio('u1');
    await expect(vigencia.version('u1')).rejects.toThrow('base de datos caída');
  });

  test('without notices (no Redis), a version is trusted for VIGENCIA_SIN_AVISOS_MS only: a change on another process counts within 5 s', async () => {
    const base = baseDeMentira({ u1: 1 });
    const vigencia = await crearVigencia({ leer: base.leer, redisUrl: null, log });
    expect(vigencia.vigencia()).toBe(VIGENCIA_SIN_AVISOS_MS);
    expect(VIGENCIA_SIN_AVISOS_MS).toBeLessThanOrEqual(5_000);
    expect(await vigencia.version('u1')).toBe(1);
    base.versiones.set('u1', 2);
    // Each jump is counted from the real clock (the read was just now).
    adelantarReloj(VIGENCIA_SIN_AVISOS_MS - 1_000);
    expect(await vigencia.version('u1')).toBe(1);
    adelantarReloj(VIGENCIA_SIN_AVISOS_MS + 1);
    expect(await vigencia.version('u1')).toBe(2);
    expect(base.lecturas).toEqual(['u1', 'u1']);
  });
});

describe('vigencia con avisos por Redis', () => {
  const esperar = async (condicion: () => boolean | Promise<boolean>, ms = 5_000) => {
    const hasta = Date.now() + ms;
    while (Date.now() < hasta) {
      if (await condicion()) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  };

  test('a process cut off from Redis trusts versions 5 s only; the notice it could not publish reaches the others once back', async () => {
    const base = baseDeMentira({ u1: 1 });
    const puente = await puenteTcp(Number(new URL(REDIS).port || 6379));
    const cortado = await crearVigencia({ leer: base.leer, redisUrl: `redis://127.0.0.1:${puente.puerto}`, log });
    const otro = await crearVigencia({ leer: base.leer, redisUrl: REDIS, log });
    try {
      expect([cortado.vigencia(), otro.vigencia()]).toEqual([VIGENCIA_MS, VIGENCIA_MS]);
      expect(await otro.version('u1')).toBe(1);

      await puente.cortar();
      expect(await esperar(() => cortado.vigencia() === VIGENCIA_SIN_AVISOS_MS)).toBe(true);
      // Changed on the process cut off: its notice cannot go out, and the other still trusts what it read.
      base.versiones.set('u1', 2);
      await cortado.cambio('u1');
      expect(await otro.version('u1')).toBe(1);

      await puente.reanudar();
      expect(await esperar(async () => (await otro.version('u1')) === 2)).toBe(true);
      expect(await esperar(() => cortado.vigencia() === VIGENCIA_MS)).toBe(true);
    } finally {
      await Promise.all([cortado.cerrar(), otro.cerrar()]);
      await puente.cortar();
    }
  });
});
