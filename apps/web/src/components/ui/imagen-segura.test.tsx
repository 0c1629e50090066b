import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ImagenSegura } from './imagen-segura';

describe('ImagenSegura', () => {
  it('shows the image, then the fallback once it fails to load; a new address is tried again', () => {
    const { rerender } = render(<ImagenSegura src="/uploads/a.webp" alt="Mate" respaldo={<span>sin imagen</span>} />);
    fireEvent.error(screen.getByRole('img', { name: 'Mate' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('sin imagen')).toBeInTheDocument();
    rerender(<ImagenSegura src="/uploads/b.webp" alt="Mate" respaldo={<span>sin imagen</span>} />);
    expect(screen.getByRole('img', { name: 'Mate' })).toHaveAttribute('src', '/uploads/b.webp');
  });

  it('shows the fallback, or nothing, without an address', () => {
    const { container, rerender } = render(<ImagenSegura src={null} alt="" respaldo={<span>sin imagen</span>} />);
    expect(screen.getByText('sin imagen')).toBeInTheDocument();
    rerender(<ImagenSegura src={undefined} alt="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
