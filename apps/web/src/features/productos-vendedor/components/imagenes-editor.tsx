import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormSection } from '../../../components/ui/form-section';
import { IMAGE_ACCEPT } from '../../../components/ui/image-file';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { MAX_IMAGENES, type ImagenItem } from '../imagenes-lista';
import { ImagenCard, type AccionImagen } from './imagen-card';
import type { ImagenesProducto } from './use-imagenes-producto';

interface Props {
  imagenes: ImagenesProducto;
  /** For the alt texts ('Taza esmaltada, imagen 1'). */
  nombreProducto: string;
  disabled?: boolean;
}

/**
 * The product's pictures: pick several, previews, upload progress, principal (always
 * first) and order with buttons — keyboard and screen reader friendly, focus follows the moved image.
 */
export function ImagenesEditor({ imagenes, nombreProducto, disabled }: Props) {
  const { items, avisos, inmediato, agregar, mover, hacerPrincipal, quitar, reintentar } = imagenes;
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const foco = useRef<{ key: string; accion: AccionImagen } | null>(null);
  const [anuncio, setAnuncio] = useState('');
  const [aBorrar, setABorrar] = useState<ImagenItem | null>(null);
  const [borrando, setBorrando] = useState(false);
  const [errorBorrado, setErrorBorrado] = useState<string | null>(null);
  const nombre = nombreProducto.trim() || 'Producto';
  const lleno = items.length >= MAX_IMAGENES;

  // After a move the image's DOM node changes place: put the focus back on the same button.
  useEffect(() => {
    const f = foco.current;
    if (!f) return;
    foco.current = null;
    const card = listRef.current?.querySelector(`[data-key="${f.key}"]`);
    const orden: AccionImagen[] = [f.accion, 'despues', 'antes', 'quitar'];
    orden
      .map((a) => card?.querySelector<HTMLButtonElement>(`button[data-accion="${a}"]:not(:disabled)`))
      .find(Boolean)
      ?.focus();
  }, [items]);

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = ''; // choosing the same files again fires change again
    if (files.length) agregar(files);
  };

  const accion = (item: ImagenItem, index: number, a: AccionImagen) => {
    if (a === 'quitar') {
      if (item.remotaId === null) {
        void quitar(item.key);
        setAnuncio('Imagen quitada');
        addRef.current?.focus();
      } else setABorrar(item);
      return;
    }
    const destino = a === 'principal' ? 0 : a === 'antes' ? index - 1 : index + 1;
    foco.current = { key: item.key, accion: a === 'principal' ? 'despues' : a };
    if (a === 'principal') hacerPrincipal(index);
    else mover(index, a === 'antes' ? -1 : 1);
    setAnuncio(
      `Imagen movida a la posición ${destino + 1} de ${items.length}${destino === 0 ? '. Ahora es la principal' : ''}`,
    );
  };

  const confirmarBorrado = async () => {
    if (!aBorrar) return;
    setBorrando(true);
    const error = await quitar(aBorrar.key);
    setBorrando(false);
    setErrorBorrado(error);
    if (error) return;
    setABorrar(null);
    setAnuncio('Imagen eliminada');
    // The dialog's trigger is gone: continue from the add button.
    setTimeout(() => addRef.current?.focus(), 0);
  };

  return (
    <FormSection
      title="Imágenes"
      description={`La primera es la imagen principal: la que se ve en tu tienda y en las búsquedas. Hasta ${MAX_IMAGENES} imágenes JPG, PNG o WebP de hasta 5 MB cada una.`}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          ref={addRef}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon aria-hidden />}
          onClick={() => inputRef.current?.click()}
          disabled={disabled || lleno}
        >
          Agregar imágenes
        </Button>
        <Typography variant="body2" color="text.secondary">
          {items.length} de {MAX_IMAGENES}
          {!inmediato && items.length > 0 && ' · se suben cuando guardás el producto'}
        </Typography>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        onChange={onFiles}
        data-testid="imagenes-input"
      />
      {avisos.length > 0 && (
        <Alert severity="error" role="alert">
          {avisos.length === 1 ? (
            avisos[0]
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {avisos.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {items.some((i) => i.error) && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={reintentar}>
              Reintentar
            </Button>
          }
        >
          Algunas imágenes no se subieron.
        </Alert>
      )}
      {items.length === 0 ? (
        <Box
          sx={{
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            color: 'text.secondary',
          }}
        >
          Todavía no agregaste imágenes. Los productos con fotos se venden mejor.
        </Box>
      ) : (
        <Box
          component="ol"
          ref={listRef}
          aria-label="Imágenes del producto"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {items.map((item, i) => (
            <ImagenCard
              key={item.key}
              item={item}
              index={i}
              total={items.length}
              alt={`${nombre}, imagen ${i + 1}`}
              disabled={disabled}
              inmediato={inmediato}
              onAccion={(a) => accion(item, i, a)}
            />
          ))}
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {anuncio}
      </Box>
      <ConfirmDialog
        open={aBorrar !== null}
        title="¿Eliminar esta imagen?"
        confirmLabel="Eliminar"
        destructive
        pending={borrando}
        error={errorBorrado}
        onConfirm={() => void confirmarBorrado()}
        onClose={() => {
          setABorrar(null);
          setErrorBorrado(null);
        }}
      >
        <Typography>La imagen se borra del producto y deja de verse en tu tienda.</Typography>
      </ConfirmDialog>
    </FormSection>
  );
}
