import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearFilters,
  readDirectorioState,
  toListQuery,
  writeDirectorioState,
} from './directorio-params';

const leer = (qs: string) => readDirectorioState(new URLSearchParams(qs));

describe('directorio URL state', () => {
  it('reads every filter and writes the same URL back', () => {
    const qs =
      'q=mates&rubro=3&provincia=5&ciudad=Villa+Mar%C3%ADa&calificacion=4&verificados=1&orden=calificacion&page=2';
    const state = leer(qs);
    expect(state).toEqual({
      q: 'mates',
      rubro: 3,
      provincia: 5,
      ciudad: 'Villa María',
      calificacion: 4,
      verificados: true,
      orden: 'calificacion',
      page: 2,
    });
    expect(writeDirectorioState(state).toString()).toBe(qs);
  });

  it('ignores values it does not know and keeps the defaults out of the URL', () => {
    expect(leer('rubro=x&provincia=-1&calificacion=9&orden=precio&page=0&verificados=si')).toEqual({
      q: '',
      ciudad: '',
      verificados: false,
      orden: 'relevancia',
      page: 1,
    });
    expect(writeDirectorioState(leer('orden=relevancia&page=1')).toString()).toBe('');
  });

  it('drops a city without its province', () => {
    expect(leer('ciudad=Rosario').ciudad).toBe('');
  });

  it('builds the API query (page 0-based) and counts the filters, not the order', () => {
    const state = leer('rubro=3&calificacion=4&verificados=1&orden=recientes&page=3');
    expect(toListQuery(state)).toMatchObject({
      idRubro: 3,
      calificacionMinima: 4,
      verificado: true,
      orden: 'recientes',
      page: 2,
      size: 12,
    });
    expect(toListQuery(leer('')).verificado).toBeUndefined();
    expect(activeFilterCount(state)).toBe(3);
    expect(clearFilters(state)).toEqual({ q: '', ciudad: '', verificados: false, orden: 'recientes', page: 1 });
  });
});
