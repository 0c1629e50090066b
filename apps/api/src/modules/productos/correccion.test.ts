import { describe, expect, it } from 'vitest';
import { claveFonetica, distancia, edicionesPermitidas, elegirCorrecciones, variantes } from './correccion';

describe('claveFonetica', () => {
  it('folds the Spanish spelling confusions', () => {
    expect(claveFonetica('buso')).toBe(claveFonetica('buzo'));
    expect(claveFonetica('koco')).toBe(claveFonetica('coco'));
    expect(claveFonetica('orkidea')).toBe(claveFonetica('orquidea'));
    expect(claveFonetica('biyetera')).toBe(claveFonetica('billetera'));
    expect(claveFonetica('elecho')).toBe(claveFonetica('helecho'));
    expect(claveFonetica('maseta')).toBe(claveFonetica('maceta'));
    expect(claveFonetica('ajenda')).toBe(claveFonetica('agenda'));
    expect(claveFonetica('bonbiya')).toBe(claveFonetica('bombilla'));
  });
  it('keeps apart what sounds different', () => {
    expect(claveFonetica('casa')).not.toBe(claveFonetica('taza'));
    expect(claveFonetica('pizza')).not.toBe(claveFonetica('pieza'));
    expect(claveFonetica('chala')).not.toBe(claveFonetica('cala'));
  });
});

describe('distancia', () => {
  it('counts a transposition, an insertion and a keyboard neighbour as one edit', () => {
    expect(distancia('mtae', 'mate', 2)).toBe(1);
    expect(distancia('espjo', 'espejo', 2)).toBe(1);
    expect(distancia('crena', 'crema', 2)).toBe(1);
  });
  it('charges more for an unrelated letter, and stops at the cap', () => {
    expect(distancia('pizza', 'pieza', 2)).toBe(1.5);
    expect(distancia('heladera', 'madera', 1)).toBe(2);
  });
});

describe('elegirCorrecciones', () => {
  it('keeps only the closest words: same sound beats one keystroke away', () => {
    expect(elegirCorrecciones('tasa', ['casa', 'taza', 'masa'])).toEqual(['taza']);
    expect(elegirCorrecciones('mtae', ['mate', 'madera', 'mates'])).toEqual(['mate']);
  });
  it('finds nothing when no word is within the edits a word of that length may carry', () => {
    expect(elegirCorrecciones('pizza', ['pieza', 'piso'])).toEqual([]);
    expect(elegirCorrecciones('heladera', ['madera', 'ladera'])).toEqual([]);
    expect(elegirCorrecciones('ab', ['abc'])).toEqual([]);
  });
  it('brings a plural to the singular the dictionary knows', () => {
    expect(elegirCorrecciones('escolares', ['escolar', 'escolta'])).toEqual(['escolar']);
  });
  it('allows two edits only on long words', () => {
    expect(edicionesPermitidas(7)).toBe(1);
    expect(edicionesPermitidas(11)).toBe(2);
  });
});

describe('variantes', () => {
  it('spells the token the ways it may sound, and one edit away when short', () => {
    expect(variantes('buso')).toEqual(expect.arrayContaining(['buzo']));
    expect(variantes('ierro')).toEqual(expect.arrayContaining(['hierro']));
    expect(variantes('bonbiya')).toEqual(expect.arrayContaining(['bombilla']));
    expect(variantes('mtae')).toEqual(expect.arrayContaining(['mate']));
    expect(variantes('mtae')).not.toContain('mtae');
  });
});
