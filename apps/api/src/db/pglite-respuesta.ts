import { protocol, type PGlite } from '@electric-sql/pglite';

/** What `parse.parseResults` reads of PGlite's backend messages. */
export type Mensaje =
  | { name: 'rowDescription'; fields: { name: string; dataTypeID: number }[] }
  | { name: 'dataRow'; fields: (string | null)[] }
  | { name: 'commandComplete'; text: string };

const texto = new TextDecoder();

/**
 * Runs one extended-protocol exchange on PGlite and reads its answer (decision 105). PGlite's own
 * `execProtocol` copies each chunk the engine writes, appends it to a growing buffer and parses it
 * with a parser that copies the chunk again and copies every text field into an ArrayBuffer of its
 * own before decoding it: for a page of 24 products (~15 kB of JSON per page) that copying and the
 * garbage it left were a sixth of the API's thread. Here the chunks are copied once and the
 * messages parseResults needs (row description, data rows, command complete) are read straight
 * from them, each text decoded from a view. An ErrorResponse is handed to PGlite's parser, which
 * builds the same DatabaseError `execProtocol` throws.
 */
export async function intercambio(client: PGlite, mensaje: Uint8Array): Promise<Mensaje[]> {
  const trozos: Uint8Array[] = [];
  await client.execProtocolRawStream(mensaje, {
    syncToFs: false,
    // A view of the engine's memory, written over by the next chunk.
    onRawData: (datos) => trozos.push(datos.slice()),
  });
  return mensajesDe(trozos.length === 1 ? trozos[0]! : unir(trozos));
}

/** The messages parseResults reads, from a whole backend answer; throws its ErrorResponse as PGlite would. */
export function mensajesDe(datos: Uint8Array): Mensaje[] {
  const vista = new DataView(datos.buffer, datos.byteOffset, datos.byteLength);
  const out: Mensaje[] = [];
  for (let i = 0; i + 5 <= datos.length;) {
    const tipo = datos[i]!;
    const fin = i + 1 + vista.getUint32(i + 1);
    let j = i + 5;
    if (tipo === 0x44) {
      // DataRow: int16 count, then per field int32 length (-1: null) and its bytes.
      const fields = new Array<string | null>(vista.getInt16(j));
      j += 2;
      for (let k = 0; k < fields.length; k++) {
        const largo = vista.getInt32(j);
        j += 4;
        if (largo < 0) fields[k] = null;
        else {
          fields[k] = texto.decode(datos.subarray(j, j + largo));
          j += largo;
        }
      }
      out.push({ name: 'dataRow', fields });
    } else if (tipo === 0x54) {
      // RowDescription: int16 count, then per field its name (C string), table oid (int32),
      // column number (int16), type oid (int32), type size (int16), type modifier (int32), format (int16).
      const fields = new Array<{ name: string; dataTypeID: number }>(vista.getInt16(j));
      j += 2;
      for (let k = 0; k < fields.length; k++) {
        const cero = datos.indexOf(0, j);
        fields[k] = { name: texto.decode(datos.subarray(j, cero)), dataTypeID: vista.getUint32(cero + 7) };
        j = cero + 19;
      }
      out.push({ name: 'rowDescription', fields });
    } else if (tipo === 0x43) {
      out.push({ name: 'commandComplete', text: texto.decode(datos.subarray(j, fin - 1)) });
    } else if (tipo === 0x45) {
      throw errorDe(datos);
    }
    i = fin;
  }
  return out;
}

/** The DatabaseError PGlite's parser builds from the answer's ErrorResponse. */
function errorDe(datos: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(datos, (m) => {
    if (m.name === 'error') error ??= m as unknown as Error;
  });
  return error ?? new Error('PGlite respondió un error que no se pudo leer');
}

/** The chunks one after the other in one array. */
export function unir(partes: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(partes.reduce((n, p) => n + p.length, 0));
  let i = 0;
  for (const p of partes) {
    out.set(p, i);
    i += p.length;
  }
  return out;
}
