import { Alert, Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { Catalogo } from '@feria/contracts';
import { separarCatalogos } from '../catalogos-store';
import { CatalogoItem, type AccionCatalogo } from './catalogo-item';

interface Props {
  titulo: string;
  vacio: string;
  catalogos: Catalogo[];
  onAccion: (accion: AccionCatalogo, catalogo: Catalogo) => void;
  /** Id of the catalog whose state change is running. */
  cambiando: number | undefined;
}

/** One of the two lists of the catalog store (docs/producto/entidades.md): enabled or disabled. */
function CatalogoList({ titulo, vacio, catalogos, onAccion, cambiando }: Props) {
  const id = `catalogos-${titulo.toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {titulo} ({catalogos.length})
      </Typography>
      {catalogos.length === 0 ? (
        <Typography color="text.secondary">{vacio}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {catalogos.map((c) => (
            <CatalogoItem
              key={c.idCatalogo}
              catalogo={c}
              onAccion={onAccion}
              cambiandoEstado={cambiando === c.idCatalogo}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

interface ListasProps {
  catalogos: Catalogo[];
  mostrarTodos: boolean;
  onMostrarTodos: (v: boolean) => void;
  onAccion: (accion: AccionCatalogo, catalogo: Catalogo) => void;
  cambiando: number | undefined;
  error: string | null;
  onCloseError: () => void;
}

/** docs/producto/entidades.md catalog store: the enabled list, and the disabled one behind the show-all flag. */
export function CatalogoListas({
  catalogos,
  mostrarTodos,
  onMostrarTodos,
  onAccion,
  cambiando,
  error,
  onCloseError,
}: ListasProps) {
  const { habilitados, deshabilitados } = separarCatalogos(catalogos);
  return (
    <Stack spacing={3}>
      <FormControlLabel
        control={<Switch checked={mostrarTodos} onChange={(e) => onMostrarTodos(e.target.checked)} />}
        label={`Mostrar todos (también los deshabilitados${deshabilitados.length ? `: ${deshabilitados.length}` : ''})`}
        sx={{ alignSelf: 'flex-start' }}
      />
      {error && (
        <Alert severity="error" onClose={onCloseError}>
          {error}
        </Alert>
      )}
      <CatalogoList
        titulo="Habilitados"
        vacio="No tenés catálogos habilitados: no se muestra ninguno en tu tienda."
        catalogos={habilitados}
        onAccion={onAccion}
        cambiando={cambiando}
      />
      {mostrarTodos && (
        <CatalogoList
          titulo="Deshabilitados"
          vacio="No tenés catálogos deshabilitados."
          catalogos={deshabilitados}
          onAccion={onAccion}
          cambiando={cambiando}
        />
      )}
    </Stack>
  );
}
