// Without zod: messages.ts (in every page's start bundle) names these fonts, and importing them from
// apariencia.schemas.ts would bring zod and the schemas into the start bundle (issue #14).
export const FUENTES_NOMBRE = ['Roboto', 'Inter', 'DM Sans', 'Georgia', 'Courier New'] as const;
