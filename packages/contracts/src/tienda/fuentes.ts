// Without zod: the appearance texts (common/mensajes/apariencia.ts) name these fonts, and importing
// them from apariencia.schemas.ts would bring zod and the schemas wherever those texts go (docs/arquitectura.md#rendimiento).
export const FUENTES_NOMBRE = ['Roboto', 'Inter', 'DM Sans', 'Georgia', 'Courier New'] as const;
