import type { ReactNode } from 'react';
import { Box, Chip, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { LiteTooltip } from '../../../components/ui/lite-tooltip';
import type { ImagenItem } from '../imagenes-lista';

export type AccionImagen = 'principal' | 'antes' | 'despues' | 'quitar';

interface Props {
  item: ImagenItem;
  index: number;
  total: number;
  alt: string;
  disabled?: boolean;
  /** The product exists: a picked image not uploading yet is waiting its turn. */
  inmediato: boolean;
  onAccion: (accion: AccionImagen) => void;
}

/** One picture of the editor: preview, 'Principal' badge, upload progress or error, and its buttons. */
export function ImagenCard({ item, index, total, alt, disabled, inmediato, onAccion }: Props) {
  const n = index + 1;
  const subiendo = item.progreso !== null;
  const principal = index === 0;
  const enEspera = inmediato && item.remotaId === null && !subiendo && !item.error;
  const boton = (accion: AccionImagen, label: string, icon: ReactNode, off: boolean) => (
    <LiteTooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        data-accion={accion}
        disabled={disabled || off}
        onClick={() => onAccion(accion)}
        color={accion === 'quitar' ? 'error' : 'default'}
      >
        {icon}
      </IconButton>
    </LiteTooltip>
  );
  return (
    <Box
      component="li"
      data-key={item.key}
      sx={{
        border: 1,
        borderColor: principal ? 'primary.main' : 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'action.hover' }}>
        <Box
          component="img"
          src={item.url}
          alt={alt}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
            opacity: subiendo ? 0.6 : 1,
          }}
        />
        {principal && (
          <Chip
            label="Principal"
            size="small"
            color="primary"
            sx={{ position: 'absolute', top: 6, left: 6, fontWeight: 600 }}
          />
        )}
      </Box>
      {subiendo && (
        <Box sx={{ px: 1, pt: 1 }}>
          <LinearProgress variant="determinate" value={item.progreso ?? 0} aria-label={`Subiendo imagen ${n}`} />
          <Typography variant="caption" color="text.secondary">
            Subiendo... {item.progreso} %
          </Typography>
        </Box>
      )}
      {enEspera && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ px: 1, pt: 1 }}>
          En espera...
        </Typography>
      )}
      {item.error && (
        <Typography
          variant="caption"
          component="p"
          sx={{ px: 1, pt: 1, color: 'error.main', overflowWrap: 'anywhere' }}
        >
          No se subió: {item.error}
        </Typography>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', px: 0.5, py: 0.5 }}>
        {boton(
          'principal',
          principal ? `Imagen ${n}: es la principal` : `Usar imagen ${n} como principal`,
          principal ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />,
          principal,
        )}
        {boton('antes', `Mover imagen ${n} antes`, <ArrowBackIcon fontSize="small" />, index === 0)}
        {boton('despues', `Mover imagen ${n} después`, <ArrowForwardIcon fontSize="small" />, index === total - 1)}
        {boton('quitar', `Quitar imagen ${n}`, <DeleteOutlinedIcon fontSize="small" />, subiendo)}
      </Stack>
    </Box>
  );
}
