// docs/producto/preguntas.md: public questions on a product, asked by signed-in buyers and answered
// by the shop's seller. Schemas and endpoints of the buyer's, the public and the seller's calls.

export const PREGUNTAS_RECURSO = 'preguntas';
