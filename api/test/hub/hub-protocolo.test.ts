import { LectorRegistros, validarHandshake } from '../../src/hub/protocolo.js';
import { BufferReconexion, EntradaSecuenciada } from '../../src/hub/secuencia.js';
import { eventoSse } from '../../src/hub/paquete.js';

describe('registros del protocolo JSON', () => {
  test('un registro partido entre dos lecturas se entrega entero, y varios en una lectura, por separado', () => {
    const lector = new LectorRegistros();
    expect(lector.leer('{"type":6}\u001e{"ty')).toEqual(['{"type":6}']);
    expect(lector.leer('pe":1,"target":"A","arguments":[]}\u001e{"type":6}\u001e')).toEqual([
      '{"type":1,"target":"A","arguments":[]}',
      '{"type":6}',
    ]);
  });

  test('el handshake acepta json en las versiones 1 y 2 y explica lo demás', () => {
    expect(validarHandshake('{"protocol":"json","version":1}')).toBeNull();
    expect(validarHandshake('{"protocol":"json","version":2}')).toBeNull();
    expect(validarHandshake('{"protocol":"json","version":3}')).toBe("El servidor no admite la versión 3 del protocolo 'json'.");
    expect(validarHandshake('{"protocol":"messagepack","version":1}')).toBe("El protocolo 'messagepack' no está disponible.");
    expect(validarHandshake('hola')).toBe('La solicitud de inicio de la conexión no es JSON válido.');
  });

  test('un evento SSE lleva cada línea en su propio campo data', () => {
    expect(eventoSse('a\nb\u001e')).toBe('data: a\r\ndata: b\u001e\r\n\r\n');
  });
});

describe('reconexión con estado', () => {
  test('el buffer de salida numera desde 1, libera lo confirmado y no pasa de su límite', () => {
    const buffer = new BufferReconexion(10);
    expect(buffer.primerId).toBe(1);
    buffer.agregar('aaaa');
    buffer.agregar('bbbb');
    expect(buffer.pendientes).toEqual(['aaaa', 'bbbb']);
    buffer.confirmar(1);
    expect(buffer.primerId).toBe(2);
    buffer.agregar('cccc');
    buffer.agregar('dddd');
    // 12 bytes pending would exceed 10: the oldest goes, and the Sequence will say so.
    expect(buffer.pendientes).toEqual(['cccc', 'dddd']);
    expect(buffer.bytesPendientes).toBe(8);
    expect(buffer.primerId).toBe(3);
    buffer.confirmar(4);
    expect(buffer.pendientes).toEqual([]);
    expect(buffer.primerId).toBe(5);
  });

  test('la entrada descarta todo hasta el Sequence del cliente y luego los duplicados que reenvía', () => {
    const entrada = new EntradaSecuenciada();
    expect([entrada.aceptar(true), entrada.aceptar(true), entrada.aceptar(false)]).toEqual([true, true, true]);
    entrada.reconectada();
    expect(entrada.aceptar(true)).toBe(false);
    expect(entrada.sequence(2)).toBe(true);
    // Message 2 was already processed; 3 is new.
    expect([entrada.aceptar(true), entrada.aceptar(true)]).toEqual([false, true]);
    expect(entrada.ultimoRecibido).toBe(3);
    entrada.reconectada();
    expect(entrada.sequence(9)).toBe(false);
  });
});
