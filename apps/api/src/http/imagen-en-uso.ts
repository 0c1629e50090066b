import { esImagenDeApariencia } from '../modules/apariencia/apariencia.queries';
import { esLogoOBannerDeEmprendimiento } from '../modules/emprendimientos/emprendimientos.sql';
import { enUsoEnAlguno } from '../modules/media/subidas';
import { esFotoDeProducto } from '../modules/productos/productos.sql';

/**
 * Where an uploaded image can be in use: a shop's logo or banner (profile or appearance), a product
 * photo. Composed here from each owner's SQL, so media imports none of the modules that store
 * images (docs/arquitectura.md#capas); the upload routes and the orphan sweep pass it in.
 */
export const imagenEnUso = enUsoEnAlguno(esLogoOBannerDeEmprendimiento, esImagenDeApariencia, esFotoDeProducto);
