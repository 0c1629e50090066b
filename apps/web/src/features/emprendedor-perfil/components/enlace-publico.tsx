import { useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { useNotificar } from '../../../components/ui/notificaciones';

/**
 * The shop's readable public link `/tienda/{slug}` (decision 040), to paste in WhatsApp or
 * Instagram, with a copy button. It changes when the shop is renamed; old links keep working.
 */
export function EnlacePublico({ slug }: { slug: string }) {
  const url = `${window.location.origin}/tienda/${slug}`;
  const notificar = useNotificar();
  const [copiado, setCopiado] = useState(false);
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopiado(true);
      notificar.exito('Copiamos el enlace de tu tienda');
    } catch {
      notificar.error('No pudimos copiar el enlace: seleccionalo y copialo a mano');
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="enlace-publico-titulo" sx={{ p: 2 }}>
      <Typography id="enlace-publico-titulo" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Enlace de tu tienda
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Compartilo en tus redes. Si cambiás el nombre, el enlace cambia y el anterior sigue llevando a tu tienda.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="enlace-publico"
          sx={{
            fontFamily: 'monospace',
            overflowWrap: 'anywhere',
            minWidth: 0,
            flex: '1 1 220px',
            color: 'primary.main',
          }}
        >
          {url}
        </Typography>
        <Button variant="outlined" onClick={() => void copiar()} startIcon={<ContentCopyOutlined aria-hidden />}>
          {copiado ? 'Copiado' : 'Copiar enlace'}
        </Button>
      </Box>
    </Paper>
  );
}
