import { Box, Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Catalogo, ProductoVendedor } from '@feria/contracts';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useAparienciaVendedor, useAtributos } from '../api/apariencia';
import { EditorApariencia, type EditorAparienciaProps } from './editor-apariencia';
import type { FuenteDatos } from './fuente-datos';

interface Props extends Pick<EditorAparienciaProps, 'renderPreview' | 'onSaved'> {
  idEmprendimiento: string;
  nombreEmprendimiento: string;
  /** Only an Activo shop is public: then the page links to it. */
  publica: boolean;
  catalogos: FuenteDatos<Catalogo[]>;
  productos: FuenteDatos<ProductoVendedor[]>;
}

/** 'Gestionar Tienda' (docs/producto/rutas.md#menus): loads the stored appearance, then the editor with its live preview. */
export function TiendaEditor({ idEmprendimiento, nombreEmprendimiento, publica, ...rest }: Props) {
  const apariencia = useAparienciaVendedor(idEmprendimiento);
  const atributos = useAtributos(idEmprendimiento);
  return (
    <Box>
      <PageHeader
        title="Gestionar Tienda"
        description="Personalizá cómo ven tu tienda los compradores: imágenes, colores, nombre, catálogos y filtros."
        actions={
          publica && (
            <Button
              component={RouterLink}
              to={`/tienda/${idEmprendimiento}`}
              target="_blank"
              rel="noopener"
              variant="outlined"
              endIcon={<OpenInNewIcon aria-hidden />}
            >
              Ver mi tienda pública
              <Box
                component="span"
                sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                {' '}
                (se abre en otra pestaña)
              </Box>
            </Button>
          )
        }
      />
      {apariencia.isPending ? (
        <LoadingState label="Cargando la apariencia de tu tienda..." />
      ) : apariencia.isError ? (
        <ErrorState message={apariencia.error.message} onRetry={() => void apariencia.refetch()} />
      ) : (
        <EditorApariencia
          key={idEmprendimiento}
          idEmprendimiento={idEmprendimiento}
          nombreEmprendimiento={nombreEmprendimiento}
          inicial={apariencia.data}
          atributos={atributos}
          {...rest}
        />
      )}
    </Box>
  );
}
