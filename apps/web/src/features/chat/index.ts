export { ChatVenta } from './components/chat-venta';
export { useNoLeidos } from './api/chat';
