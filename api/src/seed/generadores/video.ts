/**
 * A small real MP4 video made in code, for the social feed's seed (no encoder binary is needed nor downloaded):
 * H.264 Baseline where every macroblock is I_PCM (raw samples, a form every decoder reads), one IDR frame per
 * sample, in an MP4 with its `avcC` and the index before the data (plays as it downloads).
 */

/** Bits written most significant first, with H.264's Exp-Golomb codes. */
class Bits {
  private bytes: number[] = [];
  private actual = 0;
  private usados = 0;

  bit(b: number) {
    this.actual = (this.actual << 1) | (b & 1);
    if (++this.usados === 8) this.vaciar();
  }

  u(n: number, valor: number) {
    for (let i = n - 1; i >= 0; i--) this.bit((valor >>> i) & 1);
  }

  /** ue(v): Exp-Golomb unsigned. */
  ue(valor: number) {
    const v = valor + 1;
    const largo = Math.floor(Math.log2(v));
    this.u(largo, 0);
    this.u(largo + 1, v);
  }

  /** se(v): Exp-Golomb signed. */
  se(valor: number) {
    this.ue(valor <= 0 ? -2 * valor : 2 * valor - 1);
  }

  alineado() {
    return this.usados === 0;
  }

  /** Zero bits up to the next byte (pcm_alignment_zero_bit). */
  alinearConCeros() {
    while (!this.alineado()) this.bit(0);
  }

  bytesCrudos(datos: Uint8Array) {
    if (this.alineado()) for (const b of datos) this.bytes.push(b);
    else for (const b of datos) this.u(8, b);
  }

  /** rbsp_trailing_bits: a one, then zeros to the byte. */
  cerrar(): Buffer {
    this.bit(1);
    this.alinearConCeros();
    return Buffer.from(this.bytes);
  }

  private vaciar() {
    this.bytes.push(this.actual);
    this.actual = 0;
    this.usados = 0;
  }
}

/** A NAL unit: its header byte and the payload with emulation-prevention bytes (no 00 00 0x inside). */
function nal(tipo: number, rbsp: Buffer): Buffer {
  const salida = [0x60 | tipo];
  let ceros = 0;
  for (const b of rbsp) {
    if (ceros >= 2 && b <= 3) {
      salida.push(3);
      ceros = 0;
    }
    salida.push(b);
    ceros = b === 0 ? ceros + 1 : 0;
  }
  return Buffer.from(salida);
}

const PERFIL_BASELINE = 66;
const RESTRICCIONES = 0xc0; // constraint_set0 and set1: plain Baseline.
const NIVEL = 30;

function sps(anchoMb: number, altoMb: number): Buffer {
  const b = new Bits();
  b.u(8, PERFIL_BASELINE);
  b.u(8, RESTRICCIONES);
  b.u(8, NIVEL);
  b.ue(0); // seq_parameter_set_id
  b.ue(0); // log2_max_frame_num_minus4
  b.ue(2); // pic_order_cnt_type 2: order follows decoding
  b.ue(1); // max_num_ref_frames
  b.u(1, 0); // gaps_in_frame_num_value_allowed_flag
  b.ue(anchoMb - 1);
  b.ue(altoMb - 1);
  b.u(1, 1); // frame_mbs_only_flag
  b.u(1, 1); // direct_8x8_inference_flag
  b.u(1, 0); // frame_cropping_flag
  b.u(1, 0); // vui_parameters_present_flag
  return nal(7, b.cerrar());
}

function pps(): Buffer {
  const b = new Bits();
  b.ue(0); // pic_parameter_set_id
  b.ue(0); // seq_parameter_set_id
  b.u(1, 0); // entropy_coding_mode_flag: CAVLC
  b.u(1, 0); // bottom_field_pic_order_in_frame_present_flag
  b.ue(0); // num_slice_groups_minus1
  b.ue(0); // num_ref_idx_l0_default_active_minus1
  b.ue(0); // num_ref_idx_l1_default_active_minus1
  b.u(1, 0); // weighted_pred_flag
  b.u(2, 0); // weighted_bipred_idc
  b.se(0); // pic_init_qp_minus26
  b.se(0); // pic_init_qs_minus26
  b.se(0); // chroma_qp_index_offset
  b.u(1, 0); // deblocking_filter_control_present_flag
  b.u(1, 0); // constrained_intra_pred_flag
  b.u(1, 0); // redundant_pic_cnt_present_flag
  return nal(8, b.cerrar());
}

/** A frame in 4:2:0: luma `ancho`×`alto`, each chroma plane half of it both ways. */
export interface Cuadro {
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
}

/** One IDR slice of the whole frame, every macroblock I_PCM. */
function sliceIdr(cuadro: Cuadro, anchoMb: number, altoMb: number, idrPicId: number): Buffer {
  const b = new Bits();
  b.ue(0); // first_mb_in_slice
  b.ue(7); // slice_type: I, all slices of the picture
  b.ue(0); // pic_parameter_set_id
  b.u(4, 0); // frame_num (log2_max_frame_num = 4)
  b.ue(idrPicId);
  b.u(1, 0); // no_output_of_prior_pics_flag
  b.u(1, 0); // long_term_reference_flag
  b.se(0); // slice_qp_delta
  const ancho = anchoMb * 16;
  const anchoC = ancho / 2;
  const luma = new Uint8Array(256);
  const cb = new Uint8Array(64);
  const cr = new Uint8Array(64);
  for (let my = 0; my < altoMb; my++) {
    for (let mx = 0; mx < anchoMb; mx++) {
      b.ue(25); // mb_type I_PCM
      b.alinearConCeros();
      for (let fila = 0; fila < 16; fila++) luma.set(cuadro.y.subarray((my * 16 + fila) * ancho + mx * 16, (my * 16 + fila) * ancho + mx * 16 + 16), fila * 16);
      for (let fila = 0; fila < 8; fila++) {
        const desde = (my * 8 + fila) * anchoC + mx * 8;
        cb.set(cuadro.cb.subarray(desde, desde + 8), fila * 8);
        cr.set(cuadro.cr.subarray(desde, desde + 8), fila * 8);
      }
      b.bytesCrudos(luma);
      b.bytesCrudos(cb);
      b.bytesCrudos(cr);
    }
  }
  return nal(5, b.cerrar());
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

function caja(tipo: string, ...partes: Buffer[]): Buffer {
  const cuerpo = Buffer.concat(partes);
  return Buffer.concat([u32(8 + cuerpo.length), Buffer.from(tipo, 'latin1'), cuerpo]);
}

const cajaCompleta = (tipo: string, version: number, flags: number, ...partes: Buffer[]) => caja(tipo, u32((version << 24) | flags), ...partes);

const MATRIZ_IDENTIDAD = Buffer.concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));

/** The MP4 around the frames: `ftyp`, `moov` (one video track) then `mdat`. */
function mp4(muestras: Buffer[], spsNal: Buffer, ppsNal: Buffer, ancho: number, alto: number, porSegundo: number): Buffer {
  const escala = 1000;
  const duracionMuestra = escala / porSegundo;
  const duracion = muestras.length * duracionMuestra;
  const ftyp = caja('ftyp', Buffer.from('isom', 'latin1'), u32(512), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const avcC = caja(
    'avcC',
    Buffer.from([1, PERFIL_BASELINE, RESTRICCIONES, NIVEL, 0xff, 0xe1]),
    u16(spsNal.length),
    spsNal,
    Buffer.from([1]),
    u16(ppsNal.length),
    ppsNal,
  );
  const avc1 = caja(
    'avc1',
    Buffer.alloc(6),
    u16(1), // data_reference_index
    Buffer.alloc(16),
    u16(ancho),
    u16(alto),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1), // frame_count
    Buffer.alloc(32),
    u16(0x18),
    u16(0xffff),
    avcC,
  );
  const construirMoov = (desplazamientoDatos: number) => {
    const stbl = caja(
      'stbl',
      cajaCompleta('stsd', 0, 0, u32(1), avc1),
      cajaCompleta('stts', 0, 0, u32(1), u32(muestras.length), u32(duracionMuestra)),
      cajaCompleta('stsc', 0, 0, u32(1), u32(1), u32(muestras.length), u32(1)),
      cajaCompleta('stsz', 0, 0, u32(0), u32(muestras.length), ...muestras.map((m) => u32(m.length))),
      cajaCompleta('stco', 0, 0, u32(1), u32(desplazamientoDatos)),
    );
    const minf = caja('minf', cajaCompleta('vmhd', 0, 1, Buffer.alloc(8)), caja('dinf', cajaCompleta('dref', 0, 0, u32(1), cajaCompleta('url ', 0, 1))), stbl);
    const mdia = caja(
      'mdia',
      cajaCompleta('mdhd', 0, 0, u32(0), u32(0), u32(escala), u32(duracion), u16(0x55c4), u16(0)),
      cajaCompleta('hdlr', 0, 0, u32(0), Buffer.from('vide', 'latin1'), Buffer.alloc(12), Buffer.from('VideoHandler\0', 'latin1')),
      minf,
    );
    const tkhd = cajaCompleta('tkhd', 0, 3, u32(0), u32(0), u32(1), u32(0), u32(duracion), Buffer.alloc(8), u16(0), u16(0), u16(0), u16(0), MATRIZ_IDENTIDAD, u32(ancho << 16), u32(alto << 16));
    const mvhd = cajaCompleta('mvhd', 0, 0, u32(0), u32(0), u32(escala), u32(duracion), u32(0x00010000), u16(0x0100), Buffer.alloc(10), MATRIZ_IDENTIDAD, Buffer.alloc(24), u32(2));
    return caja('moov', mvhd, caja('trak', tkhd, mdia));
  };
  // The chunk offset depends on the moov's own size, which does not depend on the offset's value.
  const tamanoMoov = construirMoov(0).length;
  const moov = construirMoov(ftyp.length + tamanoMoov + 8);
  const datos = Buffer.concat(muestras);
  return Buffer.concat([ftyp, moov, u32(8 + datos.length), Buffer.from('mdat', 'latin1'), datos]);
}

/** RGB (0–255) to limited-range BT.601 Y′CbCr. */
function aYCbCr(r: number, g: number, b: number): [number, number, number] {
  const y = 16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255;
  const cb = 128 + (-37.797 * r - 74.203 * g + 112 * b) / 255;
  const cr = 128 + (112 * r - 93.786 * g - 18.214 * b) / 255;
  return [Math.round(y), Math.round(cb), Math.round(cr)];
}

/**
 * A video of `cuadros` frames at `porSegundo` frames per second, `ancho`×`alto` (multiples of 16): `pintar(x, y, n)`
 * gives the RGB of each pixel of frame n.
 */
export function videoMp4(ancho: number, alto: number, cuadros: number, porSegundo: number, pintar: (x: number, y: number, n: number) => [number, number, number]): Buffer {
  if (ancho % 16 || alto % 16) throw new Error('El video mide múltiplos de 16 píxeles.');
  const [anchoMb, altoMb] = [ancho / 16, alto / 16];
  const muestras: Buffer[] = [];
  for (let n = 0; n < cuadros; n++) {
    const cuadro: Cuadro = { y: new Uint8Array(ancho * alto), cb: new Uint8Array((ancho * alto) / 4), cr: new Uint8Array((ancho * alto) / 4) };
    for (let y = 0; y < alto; y++) {
      for (let x = 0; x < ancho; x++) {
        const [yy, cb, cr] = aYCbCr(...pintar(x, y, n));
        cuadro.y[y * ancho + x] = yy;
        // Chroma is sampled at the top-left pixel of each 2×2 block.
        if (x % 2 === 0 && y % 2 === 0) {
          cuadro.cb[(y / 2) * (ancho / 2) + x / 2] = cb;
          cuadro.cr[(y / 2) * (ancho / 2) + x / 2] = cr;
        }
      }
    }
    const slice = sliceIdr(cuadro, anchoMb, altoMb, n % 2);
    muestras.push(Buffer.concat([u32(slice.length), slice]));
  }
  return mp4(muestras, sps(anchoMb, altoMb), pps(), ancho, alto, porSegundo);
}

/** The seed's post video: a capsule crossing a blue-green gradient, 2 seconds at 8 frames per second, 128×128. */
export function videoPublicacion(): Buffer {
  const lado = 128;
  const cuadros = 16;
  return videoMp4(lado, lado, cuadros, 8, (x, y, n) => {
    const cx = 20 + (n * (lado - 40)) / (cuadros - 1);
    const dentro = Math.abs(y - 64) < 14 && Math.abs(x - cx) < 22 && (Math.abs(x - cx) < 8 || (Math.abs(x - cx) - 8) ** 2 + (y - 64) ** 2 < 14 * 14);
    if (dentro) return x < cx ? [230, 57, 70] : [250, 250, 250];
    return [11 + (x * 60) / lado, 83 + (y * 90) / lado, 148 + ((x + y) * 40) / (2 * lado)];
  });
}
