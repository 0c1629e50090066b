import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InputAdornment, TextField } from '@mui/material';
import { CampoFiltro } from './campo-filtro';

/**
 * The field's markup (emotion's class names included: same styles, same names) without React's
 * generated ids and what only names differently: TextField's root is a FormControl styled with no
 * style of its own (its class names say MuiTextField-root; the app's theme gives it none), and the
 * select's root marker class (MuiSelect-root through TextField, MuiNativeSelect-root here).
 */
const forma = (el: HTMLElement) =>
  el.innerHTML
    .replace(/_r_[0-9a-z]+_/g, 'ID')
    .replace(/ MuiTextField-root/g, '')
    .replace(/css-[0-9a-z]+-MuiFormControl-root(-MuiTextField-root)?/g, 'css-FormControl')
    .replace(/ MuiNativeSelect-root/g, ' MuiSelect-root');

describe('CampoFiltro (the public filters without TextField)', () => {
  it('renders what TextField renders: label, notched outline, helper text tied to the control', () => {
    const { container: liviano } = render(
      <CampoFiltro
        label="Mínimo"
        value=""
        onChange={() => undefined}
        placeholder="Ej: 5.000"
        helperText="Sin mínimo"
        inputMode="decimal"
        autoComplete="off"
        fullWidth
      />,
    );
    const { container: mui } = render(
      <TextField
        label="Mínimo"
        value=""
        onChange={() => undefined}
        placeholder="Ej: 5.000"
        helperText="Sin mínimo"
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' }, inputLabel: { shrink: true } }}
        size="small"
        fullWidth
      />,
    );
    expect(forma(liviano)).toBe(forma(mui));
  });

  it('renders what a search TextField with a start adornment renders', () => {
    const lupa = <InputAdornment position="start">Q</InputAdornment>;
    const { container: liviano } = render(
      <CampoFiltro
        label="Buscar por nombre"
        type="search"
        value="mate"
        onChange={() => undefined}
        fullWidth
        startAdornment={lupa}
      />,
    );
    const { container: mui } = render(
      <TextField
        label="Buscar por nombre"
        type="search"
        value="mate"
        onChange={() => undefined}
        size="small"
        fullWidth
        slotProps={{ input: { startAdornment: lupa } }}
      />,
    );
    expect(forma(liviano)).toBe(forma(mui));
  });

  it('renders what a native-select TextField renders', () => {
    const opciones = [
      <option key="" value="">
        Todos los rubros
      </option>,
      <option key="3" value="3">
        Artesanías
      </option>,
    ];
    const { container: liviano } = render(
      <CampoFiltro
        select
        label="Rubro"
        value="3"
        onChange={() => undefined}
        helperText="Filtra los emprendimientos."
        disabled
        fullWidth
      >
        {opciones}
      </CampoFiltro>,
    );
    const { container: mui } = render(
      <TextField
        select
        label="Rubro"
        value="3"
        onChange={() => undefined}
        helperText="Filtra los emprendimientos."
        disabled
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        size="small"
        fullWidth
      >
        {opciones}
      </TextField>,
    );
    expect(forma(liviano)).toBe(forma(mui));
  });

  it('a native select: labelled, described, disabled with its form control, and it reports the choice', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CampoFiltro
        select
        label="Categoría"
        value=""
        onChange={(e) => onChange(e.target.value)}
        helperText="Filtra los emprendimientos."
      >
        <option value="">Todas</option>
        <option value="3">Artesanías</option>
      </CampoFiltro>,
    );
    const select = screen.getByLabelText('Categoría');
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAccessibleDescription('Filtra los emprendimientos.');
    await userEvent.selectOptions(select, 'Artesanías');
    expect(onChange).toHaveBeenCalledWith('3');
    rerender(
      <CampoFiltro select label="Categoría" value="" onChange={() => undefined} disabled>
        <option value="">Todas</option>
      </CampoFiltro>,
    );
    expect(screen.getByLabelText('Categoría')).toBeDisabled();
  });
});
