import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_IMAGEN } from '@feria/contracts';
import { validateImageFile } from './image-file';
import { ImageUploadField, type UploadImage } from './image-upload-field';

const file = (type: string, size = 1000) => new File([new Uint8Array(size)], 'logo', { type });

describe('validateImageFile', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const t of ['image/jpeg', 'image/png', 'image/webp'])
      expect(validateImageFile({ type: t, size: 5 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types and bigger files', () => {
    expect(validateImageFile({ type: 'image/svg+xml', size: 10 })).toBe(MENSAJES_IMAGEN.noValida);
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe(MENSAJES_IMAGEN.noValida);
    expect(validateImageFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(MENSAJES_IMAGEN.demasiadoGrande);
  });
});

function Harness({ upload }: { upload: UploadImage }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ImageUploadField
      label="Logo"
      value={value}
      onChange={setValue}
      upload={upload}
      previewAlt="Logo de tu emprendimiento"
    />
  );
}

describe('ImageUploadField', () => {
  it('refuses a wrong file type without uploading', async () => {
    const upload = vi.fn<UploadImage>();
    render(<Harness upload={upload} />);
    await userEvent.setup({ applyAccept: false }).upload(screen.getByTestId('image-upload-input'), file('image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAJES_IMAGEN.noValida);
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the progress, then the preview, and removes the image', async () => {
    let finish: (url: string) => void = () => undefined;
    let report: (p: number) => void = () => undefined;
    const upload = vi.fn<UploadImage>((_f, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    render(<Harness upload={upload} />);
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('image-upload-input'), file('image/png'));
    expect(screen.getByRole('button', { name: 'Elegir imagen' })).toBeDisabled();
    report(40);
    expect(await screen.findByText('Subiendo imagen... 40 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la subida' })).toHaveAttribute('aria-valuenow', '40');
    finish('/uploads/logos/x.webp');
    expect(await screen.findByRole('img', { name: 'Logo de tu emprendimiento' })).toHaveAttribute(
      'src',
      '/uploads/logos/x.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(screen.queryByRole('img', { name: 'Logo de tu emprendimiento' })).not.toBeInTheDocument();
  });

  it('shows the upload error', async () => {
    render(<Harness upload={() => Promise.reject(new Error('La imagen no puede superar los 5 MB'))} />);
    await userEvent.setup().upload(screen.getByTestId('image-upload-input'), file('image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen no puede superar los 5 MB');
  });
});
