import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartWidget } from './cart-widget';
import { CartButton } from './cart-button';

describe('cart drawer', () => {
  it('opens from the cart button and shows the empty cart texts of spec §2.5', async () => {
    render(<CartWidget />);
    await userEvent.click(screen.getByRole('button', { name: 'Carrito vacío' }));
    const drawer = await screen.findByRole('dialog', { name: 'Carrito' });
    expect(drawer).toHaveTextContent('Tu carrito está vacío');
    expect(drawer).toHaveTextContent('Explora nuestros productos y encuentra lo que necesitas');

    await userEvent.click(screen.getByRole('button', { name: 'Continuar comprando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Carrito' })).not.toBeInTheDocument());
  });

  it('caps the badge at 99+ and hides it at zero', () => {
    const { rerender, container } = render(<CartButton count={150} open={false} onClick={() => undefined} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '150 productos en el carrito' })).toBeInTheDocument();
    rerender(<CartButton count={0} open={false} onClick={() => undefined} />);
    expect(container.querySelector('.MuiBadge-invisible')).not.toBeNull();
  });
});
