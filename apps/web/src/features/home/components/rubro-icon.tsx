import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import ChairOutlinedIcon from '@mui/icons-material/ChairOutlined';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import ToysOutlinedIcon from '@mui/icons-material/ToysOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PetsOutlinedIcon from '@mui/icons-material/PetsOutlined';
import SportsSoccerOutlinedIcon from '@mui/icons-material/SportsSoccerOutlined';
import LocalFloristOutlinedIcon from '@mui/icons-material/LocalFloristOutlined';
import WineBarOutlinedIcon from '@mui/icons-material/WineBarOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import type { ReactElement } from 'react';

/**
 * Rubros are data (any name), so the icon is picked by keyword, with a generic one otherwise.
 * First match wins: 'Deportes y Aire Libre' must hit deport before libr(ería).
 */
const ICONS: [RegExp, () => ReactElement][] = [
  [/aliment|comida|gastronom|panader|reposter|dulce|cocina/, () => <RestaurantOutlinedIcon />],
  [/bebida|vino|cervez|licor/, () => <WineBarOutlinedIcon />],
  [/indument|ropa|moda|textil|calzado/, () => <CheckroomOutlinedIcon />],
  [/artesan|manualidad|ceramic/, () => <PaletteOutlinedIcon />],
  [/hogar|deco|mueble/, () => <ChairOutlinedIcon />],
  [/belleza|cosmet|cuidado|salud|bienestar/, () => <SpaOutlinedIcon />],
  [/tecnolog|electr|informat/, () => <DevicesOutlinedIcon />],
  [/joy|accesori|bijou/, () => <DiamondOutlinedIcon />],
  [/jugu|nino|bebe|infantil/, () => <ToysOutlinedIcon />],
  [/deport|fitness/, () => <SportsSoccerOutlinedIcon />],
  [/libr|papeler|editorial/, () => <MenuBookOutlinedIcon />],
  [/mascota/, () => <PetsOutlinedIcon />],
  [/planta|jardin|vivero|flor/, () => <LocalFloristOutlinedIcon />],
];

export function RubroIcon({ nombre }: { nombre: string }) {
  const key = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const icon = ICONS.find(([re]) => re.test(key))?.[1];
  return icon ? icon() : <CategoryOutlinedIcon />;
}
