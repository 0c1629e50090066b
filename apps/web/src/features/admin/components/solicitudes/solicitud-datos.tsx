import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { Solicitud } from '@feria/contracts';
import { formatDate, formatLugar } from '../../../../lib/format';
import { formatCbu, formatCuit } from '../../format';

function Grupo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2.5 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.75 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** Everything an admin needs to decide on a solicitud, bank data included. */
export function SolicitudDatos({ s }: { s: Solicitud }) {
  const d = s.direccion;
  return (
    <Box>
      {s.logo && (
        <Box
          component="img"
          src={s.logo}
          alt={`Logo de ${s.nombre}`}
          sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 2, mb: 2, border: 1, borderColor: 'divider' }}
        />
      )}
      <Typography sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>{s.descripcion}</Typography>
      <Grupo title="Emprendimiento">
        <Dato label="Rubro">{s.rubro.nombre}</Dato>
        <Dato label="Dirección">
          {d.calle} {d.numero}, {formatLugar(d.ciudad, s.provincia.nombre)}
        </Dato>
        <Dato label="Fecha de alta">{formatDate(s.fechaAlta)}</Dato>
      </Grupo>
      <Grupo title="Solicitante">
        <Dato label="Nombre">{s.solicitante.nombre ?? 'Sin nombre'}</Dato>
        <Dato label="E-mail">{s.solicitante.email ?? 'Sin e-mail'}</Dato>
      </Grupo>
      <Grupo title="Datos bancarios">
        <Dato label="Titular">{s.titular}</Dato>
        <Dato label="CUIT">{formatCuit(s.cuit)}</Dato>
        <Dato label="CBU/CVU">{formatCbu(s.cbu)}</Dato>
        <Dato label="Alias">{s.alias}</Dato>
      </Grupo>
      {s.motivoRechazo && (
        <Grupo title="Rechazo">
          <Dato label="Motivo">{s.motivoRechazo}</Dato>
        </Grupo>
      )}
    </Box>
  );
}
