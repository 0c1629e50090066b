import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES_VOZ,
  productosPublicosApi,
  productosVendedorApi,
  rutaCon,
  type ProductoPage,
  type ProductoVendedor,
  type RespuestaVoz,
} from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { ventasPrueba } from '../ventas/ventas-prueba';
import { productosParaComando } from '../productos/productos.queries';
import { wavPcm16 } from './wav';

// docs/producto/api.md#productos procesarAudio and its typed variant: ownership, the WAV the server accepts, the
// three speech engines (the OpenAI-compatible one against a fake transcription server on
// loopback), and that nothing is written.

const VOZ = '/api/emprendedor/v1/comandos-voz';
const COMANDO =
  'creá dos remeras de algodón, una roja talle M a doce mil pesos con diez unidades y otra negra talle L a trece mil quinientos';

/** A multipart body: text fields, then the file part `file` (grabacion.wav) when given. */
function formulario(campos: Record<string, string>, wav?: Buffer) {
  const limite = '----feria-voz';
  const partes: Buffer[] = Object.entries(campos).map(([k, v]) =>
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (wav)
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="file"; filename="grabacion.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      ),
      wav,
      Buffer.from('\r\n'),
    );
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

/** `segundos` of a quiet 440 Hz tone, 16-bit PCM. */
function tono(segundos: number, frecuencia = 16000, canales = 1): Buffer {
  const n = Math.round(segundos * frecuencia) * canales;
  const m = new Int16Array(n);
  for (let k = 0; k < n; k++)
    m[k] = Math.round(3000 * Math.sin((2 * Math.PI * 440 * Math.floor(k / canales)) / frecuencia));
  return wavPcm16(m, frecuencia, canales);
}

function conBits(wav: Buffer, bits: number): Buffer {
  const b = Buffer.from(wav);
  b.writeUInt16LE(bits, 34);
  return b;
}

describe('voice commands (docs/producto/api.md#productos procesarAudio)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda } = ventasPrueba(() => t);

  const audio = async (u: UsuarioPrueba | null, campos: Record<string, string>, wav?: Buffer, app: TestApp = t) => {
    const f = formulario(campos, wav);
    const res = await app.app.inject({
      method: 'POST',
      url: `${VOZ}/procesarAudio`,
      payload: f.payload,
      headers: { ...f.headers, ...(u ? await app.auth(u) : {}) },
    });
    return {
      status: res.statusCode,
      body: res.json<RespuestaVoz & { codigo?: string; mensaje?: string; campo?: string }>(),
    };
  };

  it('the typed command answers the creation preview for the owner, and writes nothing', async () => {
    const s = await tienda([{ nombre: 'Remera lisa', precio: 9000, tipo: 'Remera' }]);
    const antes = await productosParaComando(t.db, s.id);
    const r = await call<RespuestaVoz>(s.vendedor, 'POST', `${VOZ}/procesarTexto`, {
      texto: COMANDO,
      emprendimientoId: s.id,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      accionDetectada: 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
      motor: 'texto',
      transcripcion: COMANDO,
      datosAccion: [
        {
          nombre: 'Remera de algodón roja',
          precio: 12000,
          stock: 10,
          tipo: 'Remera',
          tipoProductoId: expect.any(Number),
        },
        { nombre: 'Remera de algodón negra', precio: 13500, stock: null, tipo: 'Remera' },
      ],
    });
    expect(await productosParaComando(t.db, s.id)).toEqual(antes);
  });

  it('a list announced with a count gives one product per item with its price and no stock (docs/producto/voz.md#listas)', async () => {
    const s = await tienda([]);
    const texto = 'Crear dos productos: mate de calabaza a 8500 pesos y bombilla de alpaca a 4200';
    const r = await call<RespuestaVoz>(s.vendedor, 'POST', `${VOZ}/procesarTexto`, { texto, emprendimientoId: s.id });
    expect(r.body).toMatchObject({
      accionDetectada: 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
      datosAccion: [
        { nombre: 'Mate de calabaza', precio: 8500, stock: null, tipo: 'Mate', tipoProductoId: expect.any(Number) },
        {
          nombre: 'Bombilla de alpaca',
          precio: 4200,
          stock: null,
          tipo: 'Bombilla',
          tipoProductoId: expect.any(Number),
        },
      ],
    });
    expect(r.body.mensajeUsuario).toContain('Se guardan deshabilitados (no se ven en la tienda)');
  });

  it('a product confirmed without stock or photo is saved disabled: out of the public search until the seller enables it (docs/producto/voz.md#sin-stock-o-sin-foto)', async () => {
    const s = await tienda([
      {
        nombre: 'Mate de calabaza premium',
        precio: 24000,
        stock: 5,
        tipo: 'Mate',
        imagenes: [{ url: '/uploads/mate.webp', principal: true }],
      },
    ]);
    const r = await call<RespuestaVoz>(s.vendedor, 'POST', `${VOZ}/procesarTexto`, {
      texto: 'Crear dos productos: mate de calabaza a 8500 pesos y bombilla de alpaca a 4200',
      emprendimientoId: s.id,
    });
    if (r.body.accionDetectada !== 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION') throw new Error(r.body.accionDetectada);
    const mate = r.body.datosAccion[0]!;
    // What the preview sends: stock 0 for 'sin stock', habilitado false without a photo.
    const creado = await call<ProductoVendedor>(
      s.vendedor,
      'POST',
      `${productosVendedorApi.crear.ruta}?idEmprendimiento=${s.id}`,
      {
        nombre: mate.nombre,
        precio: mate.precio,
        stock: 0,
        tipoProductoId: mate.tipoProductoId,
        habilitado: false,
      },
    );
    expect(creado).toMatchObject({ status: 201, body: { nombre: 'Mate de calabaza', habilitado: false, stock: 0 } });
    const buscar = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${productosPublicosApi.buscar.ruta}?nombre=${encodeURIComponent('mate de calabaza')}`,
        })
      ).json<ProductoPage>();
    expect((await buscar()).content.map((p) => p.nombre)).toEqual(['Mate de calabaza premium']);
    const mios = await call<ProductoVendedor[]>(
      s.vendedor,
      'GET',
      rutaCon(productosVendedorApi.deshabilitados.ruta, { idEmprendimiento: s.id }),
    );
    expect(mios.body.map((p) => p.nombre)).toEqual(['Mate de calabaza']);
    // Enabled on purpose, it is public.
    expect(
      (await call(s.vendedor, 'PATCH', rutaCon(productosVendedorApi.habilitar.ruta, { id: creado.body.id }))).status,
    ).toBe(200);
    expect((await buscar()).content.map((p) => p.nombre).sort()).toEqual([
      'Mate de calabaza',
      'Mate de calabaza premium',
    ]);
  });

  it('«subí un 10 % los mates» is a mass change over every mate of the shop (docs/producto/voz.md#plurales)', async () => {
    const s = await tienda([
      { nombre: 'Mate de calabaza', precio: 9800, tipo: 'Mate' },
      { nombre: 'Mate imperial', precio: 38000, tipo: 'Mate' },
      { nombre: 'Bombilla de alpaca', precio: 8500, tipo: 'Bombilla' },
    ]);
    const r = await call<RespuestaVoz>(s.vendedor, 'POST', `${VOZ}/procesarTexto`, {
      texto: 'subí un 10 % los mates',
      emprendimientoId: s.id,
    });
    expect(r.body).toMatchObject({
      accionDetectada: 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION',
      datosAccion: {
        tipo_producto: 'Mate',
        cantidad_productos: 2,
        datos_modificacion: { porcentaje_precio: 1.1 },
        productos_afectados: [{ id: s.productos[0] }, { id: s.productos[1] }],
      },
    });
  });

  it('matches the shop’s own products only, for a change and a mass change', async () => {
    const s = await tienda([
      { nombre: 'Vela de soja lavanda', precio: 4500, stock: 3, tipo: 'Vela' },
      { nombre: 'Vela de soja vainilla', precio: 4700, stock: 2, tipo: 'Vela' },
      { nombre: 'Taza azul', precio: 6000, tipo: 'Taza' },
    ]);
    const otra = await tienda([{ nombre: 'Vela gigante', precio: 9000, tipo: 'Vela' }]);
    const masivo = await call<RespuestaVoz>(s.vendedor, 'POST', `${VOZ}/procesarTexto`, {
      texto: 'subí un diez por ciento todas las velas',
      emprendimientoId: s.id,
    });
    expect(masivo.body).toMatchObject({
      accionDetectada: 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION',
      datosAccion: { tipo_producto: 'Vela', cantidad_productos: 2, datos_modificacion: { porcentaje_precio: 1.1 } },
    });
    const uno = await call<RespuestaVoz>(s.vendedor, 'POST', `${VOZ}/procesarTexto`, {
      texto: 'poné la taza azul a 6500',
      emprendimientoId: s.id,
    });
    expect(uno.body).toMatchObject({
      accionDetectada: 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION',
      datosAccion: [
        {
          modificacion_solicitada: { producto_identificador: s.productos[2], datos_para_actualizar: { precio: 6500 } },
        },
      ],
    });
    const ajena = await call<RespuestaVoz>(s.vendedor, 'POST', `${VOZ}/procesarTexto`, {
      texto: 'poné la vela gigante a 1000',
      emprendimientoId: s.id,
    });
    expect(ajena.body.accionDetectada).toBe('ENTIDADES_NO_ENCONTRADAS');
    expect(otra.productos).toHaveLength(1);
  });

  it('answers only the shop’s owner: other seller 404, buyer 403, anonymous 401', async () => {
    const s = await tienda([]);
    const otra = await tienda([]);
    const body = { texto: 'creá una taza a 5000', emprendimientoId: s.id };
    expect((await call(otra.vendedor, 'POST', `${VOZ}/procesarTexto`, body)).status).toBe(404);
    expect((await call(await comprador(), 'POST', `${VOZ}/procesarTexto`, body)).status).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${VOZ}/procesarTexto`, payload: body })).statusCode).toBe(401);
    const wav = tono(1);
    expect(
      (await audio(otra.vendedor, { emprendimientoId: s.id, transcripcion: 'creá una taza a 5000' }, wav)).status,
    ).toBe(404);
    expect((await audio(await comprador(), { emprendimientoId: s.id, transcripcion: 'x' }, wav)).status).toBe(403);
    expect((await audio(null, { emprendimientoId: s.id }, wav)).status).toBe(401);
    expect(
      (await call(s.vendedor, 'POST', `${VOZ}/procesarTexto`, { texto: '   ', emprendimientoId: s.id })).status,
    ).toBe(400);
    const sinId = await call<{ mensaje: string }>(s.vendedor, 'POST', `${VOZ}/procesarTexto`, {
      texto: 'creá una taza',
      emprendimientoId: 'x',
    });
    expect(sinId).toMatchObject({ status: 400, body: { mensaje: MENSAJES_VOZ.sinEmprendedor } });
  });

  it('browser engine (default): the recording with the browser’s transcript is interpreted; without it, a Spanish 422', async () => {
    const s = await tienda([]);
    const r = await audio(
      s.vendedor,
      { emprendimientoId: s.id, transcripcion: 'creá una taza roja a 5000 con 4 unidades' },
      tono(2),
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      motor: 'browser',
      accionDetectada: 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
      datosAccion: [{ nombre: 'Taza roja', precio: 5000, stock: 4 }],
    });
    const sin = await audio(s.vendedor, { emprendimientoId: s.id }, tono(2));
    expect(sin).toMatchObject({
      status: 422,
      body: { codigo: 'VOZ_SIN_TRANSCRIPCION', mensaje: MENSAJES_VOZ.sinTranscripcion },
    });
    const motor = await call(s.vendedor, 'GET', `${VOZ}/motor`);
    expect(motor.body).toMatchObject({ motor: 'browser', maxSegundos: 60, maxBytes: 5 * 1024 * 1024 });
  });

  it('validates the WAV: RIFF/PCM 16-bit, mono or stereo, ≤ 60 s, ≤ 5 MB', async () => {
    const s = await tienda([]);
    const campos = { emprendimientoId: s.id, transcripcion: 'creá una taza a 5000' };
    const invalido = { status: 400, body: { codigo: 'AUDIO_INVALIDO', mensaje: MENSAJES_VOZ.audioInvalido } };
    expect(
      await audio(s.vendedor, campos, Buffer.from('no soy un wav, soy un texto cualquiera que no empieza con RIFF')),
    ).toMatchObject(invalido);
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200)]);
    expect(await audio(s.vendedor, campos, mp3)).toMatchObject(invalido);
    expect(await audio(s.vendedor, campos, conBits(tono(1), 8))).toMatchObject(invalido);
    const flotante = Buffer.from(tono(1));
    flotante.writeUInt16LE(3, 20); // IEEE float
    expect(await audio(s.vendedor, campos, flotante)).toMatchObject(invalido);
    const truncado = tono(1).subarray(0, 30);
    expect(await audio(s.vendedor, campos, truncado)).toMatchObject(invalido);
    // Stereo 16-bit is accepted (documented in decision 036).
    expect((await audio(s.vendedor, campos, tono(1, 44100, 2))).status).toBe(200);
    // 61 s of 16 kHz mono is under 5 MB but too long.
    expect(await audio(s.vendedor, campos, tono(61))).toMatchObject({
      status: 400,
      body: { codigo: 'AUDIO_DEMASIADO_LARGO', mensaje: MENSAJES_VOZ.audioLargo },
    });
    // 58 s of 48 kHz mono is 5.6 MB.
    expect(await audio(s.vendedor, campos, tono(58, 48000))).toMatchObject({
      status: 413,
      body: { codigo: 'AUDIO_DEMASIADO_GRANDE' },
    });
    expect(await audio(s.vendedor, campos)).toMatchObject({ status: 400, body: { codigo: 'AUDIO_REQUERIDO' } });
    expect(await audio(s.vendedor, { transcripcion: 'x' }, tono(1))).toMatchObject({
      status: 400,
      body: { codigo: 'VOZ_SIN_EMPRENDEDOR', mensaje: MENSAJES_VOZ.sinEmprendedor },
    });
  });
});

describe('voice engines', () => {
  it('none: a Spanish message that voice needs configuration; the typed command still works', async () => {
    const t = await createTestApp({ seed: 'empty', env: { STT_ENGINE: 'none' } });
    try {
      const { call, tienda } = ventasPrueba(() => t);
      const s = await tienda([]);
      const f = formulario({ emprendimientoId: s.id, transcripcion: 'creá una taza' }, tono(1));
      const res = await t.app.inject({
        method: 'POST',
        url: `${VOZ}/procesarAudio`,
        payload: f.payload,
        headers: { ...f.headers, ...(await t.auth(s.vendedor)) },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ codigo: 'VOZ_SIN_MOTOR', mensaje: MENSAJES_VOZ.sinMotor });
      expect(
        (
          await call(s.vendedor, 'POST', `${VOZ}/procesarTexto`, {
            texto: 'creá una taza a 5000',
            emprendimientoId: s.id,
          })
        ).status,
      ).toBe(200);
      expect((await call(s.vendedor, 'GET', `${VOZ}/motor`)).body).toMatchObject({ motor: 'none' });
    } finally {
      await t.close();
    }
  });

  describe('openai-compatible, against a fake /v1/audio/transcriptions on loopback', () => {
    let servidor: Server;
    let url = '';
    let modo: 'bien' | 'error' | 'lento' | 'vacio' = 'bien';
    const recibidos: { auth: string | undefined; cuerpo: Buffer }[] = [];
    beforeAll(async () => {
      servidor = createServer((req, res) => {
        const trozos: Buffer[] = [];
        req.on('data', (c: Buffer) => trozos.push(c));
        req.on('end', () => {
          recibidos.push({ auth: req.headers.authorization, cuerpo: Buffer.concat(trozos) });
          if (modo === 'error') return res.writeHead(500).end('modelo no cargado');
          if (modo === 'lento')
            return void setTimeout(
              () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"text":"tarde"}'),
              2500,
            );
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ text: modo === 'vacio' ? '  ' : ' Subí un diez por ciento todas las velas. ' }));
        });
      });
      await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/v1/audio/transcriptions`;
    });
    afterAll(async () => new Promise<void>((r) => servidor.close(() => r())));

    it('sends the WAV with the model and Spanish, interprets the transcript, and maps failures to 502/504/422', async () => {
      const t = await createTestApp({
        seed: 'empty',
        env: {
          STT_ENGINE: 'openai-compatible',
          STT_URL: url,
          STT_API_KEY: 'clave-stt',
          STT_MODEL: 'whisper-large-v3',
          STT_TIMEOUT_MS: '1000',
        },
      });
      try {
        const { tienda } = ventasPrueba(() => t);
        const s = await tienda([
          { nombre: 'Vela de soja', precio: 4500, tipo: 'Vela' },
          { nombre: 'Vela de coco', precio: 4700, tipo: 'Vela' },
        ]);
        const wav = tono(1.5);
        const enviar = async () => {
          const f = formulario({ emprendimientoId: s.id, transcripcion: 'esto lo ignora el motor del servidor' }, wav);
          const res = await t.app.inject({
            method: 'POST',
            url: `${VOZ}/procesarAudio`,
            payload: f.payload,
            headers: { ...f.headers, ...(await t.auth(s.vendedor)) },
          });
          return { status: res.statusCode, body: res.json<RespuestaVoz & { codigo?: string }>() };
        };
        const r = await enviar();
        expect(r.status).toBe(200);
        expect(r.body).toMatchObject({
          motor: 'openai-compatible',
          transcripcion: 'Subí un diez por ciento todas las velas.',
          accionDetectada: 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION',
          datosAccion: { cantidad_productos: 2 },
        });
        const pedido = recibidos.at(-1)!;
        expect(pedido.auth).toBe('Bearer clave-stt');
        const texto = pedido.cuerpo.toString('latin1');
        expect(texto).toContain('name="model"\r\n\r\nwhisper-large-v3');
        expect(texto).toContain('name="language"\r\n\r\nes');
        expect(texto).toContain('filename="grabacion.wav"');
        expect(pedido.cuerpo.includes(wav)).toBe(true);

        modo = 'error';
        expect(await enviar()).toMatchObject({ status: 502, body: { codigo: 'VOZ_MOTOR_FALLO' } });
        modo = 'vacio';
        expect(await enviar()).toMatchObject({ status: 422, body: { codigo: 'VOZ_TRANSCRIPCION_VACIA' } });
        modo = 'lento';
        expect(await enviar()).toMatchObject({ status: 504, body: { codigo: 'VOZ_MOTOR_TIEMPO' } });
      } finally {
        modo = 'bien';
        await t.close();
      }
    });

    it('an unreachable server answers 502 with the Spanish message', async () => {
      const t = await createTestApp({
        seed: 'empty',
        env: { STT_ENGINE: 'openai-compatible', STT_URL: 'http://127.0.0.1:9/v1/audio/transcriptions' },
      });
      try {
        const { tienda } = ventasPrueba(() => t);
        const s = await tienda([]);
        const f = formulario({ emprendimientoId: s.id }, tono(1));
        const res = await t.app.inject({
          method: 'POST',
          url: `${VOZ}/procesarAudio`,
          payload: f.payload,
          headers: { ...f.headers, ...(await t.auth(s.vendedor)) },
        });
        expect(res.statusCode).toBe(502);
        expect(res.json()).toMatchObject({ codigo: 'VOZ_MOTOR_FALLO', mensaje: MENSAJES_VOZ.motorFallo });
      } finally {
        await t.close();
      }
    });
  });
});
