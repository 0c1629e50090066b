import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import FavoriteBorderOutlinedIcon from '@mui/icons-material/FavoriteBorderOutlined';
import LiveHelpOutlinedIcon from '@mui/icons-material/LiveHelpOutlined';
import type { MenuIcon } from '../menus';

export const MENU_ICONS: Record<MenuIcon, typeof DashboardOutlinedIcon> = {
  dashboard: DashboardOutlinedIcon,
  productos: Inventory2OutlinedIcon,
  cargar: AddBoxOutlinedIcon,
  catalogo: CollectionsBookmarkOutlinedIcon,
  tienda: StorefrontOutlinedIcon,
  ventas: PointOfSaleOutlinedIcon,
  promociones: LocalOfferOutlinedIcon,
  emprendimientos: TravelExploreOutlinedIcon,
  perfil: PersonOutlineIcon,
  pedidos: ReceiptLongOutlinedIcon,
  solicitudes: FactCheckOutlinedIcon,
  usuarios: ManageAccountsOutlinedIcon,
  correos: MarkEmailReadOutlinedIcon,
  resenas: RateReviewOutlinedIcon,
  reportes: OutlinedFlagIcon,
  auditoria: HistoryOutlinedIcon,
  cobros: AccountBalanceWalletOutlinedIcon,
  envios: LocalShippingOutlinedIcon,
  liquidaciones: RequestQuoteOutlinedIcon,
  finanzas: QueryStatsOutlinedIcon,
  preguntas: LiveHelpOutlinedIcon,
  favoritos: FavoriteBorderOutlinedIcon,
};
