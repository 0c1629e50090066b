import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import type { ProductoInputParsed } from '@feria/contracts';
import { productoFormResolver, valoresIniciales, type ProductoFormValues } from '../producto-form-values';
import { OpcionesVariantesEditor } from './opciones-variantes-editor';

function Editor({ onValues }: { onValues?: (v: ProductoFormValues) => void }) {
  const { control } = useForm<ProductoFormValues, unknown, ProductoInputParsed>({
    resolver: productoFormResolver,
    defaultValues: valoresIniciales(),
  });
  const valores = useWatch({ control }) as ProductoFormValues;
  onValues?.(valores);
  return <OpcionesVariantesEditor control={control} fotos={[{ id: 7, url: '/uploads/7.webp' }]} />;
}

describe('Opciones y variantes (docs/producto/variantes.md)', () => {
  it('builds the matrix from options typed as chips, each field named after its combination', async () => {
    const user = userEvent.setup();
    let valores: ProductoFormValues | undefined;
    render(<Editor onValues={(v) => (valores = v)} />);
    await user.click(screen.getByRole('button', { name: 'Agregar opción' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre de la opción' }), 'Talle');
    await user.type(screen.getByRole('textbox', { name: 'Agregar valores de Talle' }), '38,39{Enter}');
    const chips = within(screen.getByRole('list', { name: 'Valores de Talle' }));
    expect(chips.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Quitar 38', 'Quitar 39']);

    await user.click(screen.getByRole('button', { name: 'Agregar opción' }));
    await user.type(screen.getAllByRole('textbox', { name: 'Nombre de la opción' })[1]!, 'Color');
    await user.type(screen.getByRole('textbox', { name: 'Agregar valores de Color' }), 'Negro{Enter}Suela{Enter}');
    expect(screen.getByRole('heading', { name: 'Variantes (4)' })).toBeInTheDocument();

    const stock = screen.getByRole('textbox', { name: 'Stock de Talle 39 · Suela' });
    await user.clear(stock);
    await user.type(stock, '3');
    await user.type(screen.getByRole('textbox', { name: 'Precio de Talle 39 · Suela (opcional)' }), '52000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Foto de Talle 39 · Suela' }), 'Foto 1');
    await user.click(screen.getByLabelText('Vender Talle 38 · Negro'));
    expect(screen.getByText(/Stock total: 3/)).toBeInTheDocument();
    expect(valores?.variantes?.find((v) => v.valores.Talle === '39' && v.valores.Color === 'Suela')).toMatchObject({
      stock: '3',
      precio: '52000',
      idImagen: '7',
    });
    expect(valores?.variantes?.[0]?.habilitada).toBe(false);

    // Removing a value removes its rows; Backspace in the empty field removes the last value.
    await user.click(chips.getByRole('button', { name: 'Quitar 38' }));
    expect(screen.getByRole('heading', { name: 'Variantes (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Agregar valores de Color' }));
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('heading', { name: 'Variantes (1)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Stock de Talle 39 · Negro' })).toBeInTheDocument();
  });

  it('allows up to three options', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Agregar opción' }));
    expect(screen.queryByRole('button', { name: 'Agregar opción' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar la opción 3' }));
    expect(screen.getByRole('button', { name: 'Agregar opción' })).toBeInTheDocument();
  });
});
