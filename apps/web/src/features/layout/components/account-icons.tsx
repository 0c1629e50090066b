import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import type { AccountLink } from '../account-nav';

export const ACCOUNT_ICONS: Record<AccountLink['icon'], typeof PersonOutlineIcon> = {
  pedidos: ReceiptLongOutlinedIcon,
  perfil: PersonOutlineIcon,
  dashboard: DashboardOutlinedIcon,
};
