import { useEffect, useId, type MouseEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Divider, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { CART_DRAWER_WIDTHS } from '@feria/contracts';
import { useAppDispatch, useAppSelector } from '../store/cart-hooks';
import { selectGroups, selectSelectedGroup, totalsOf } from '../store/cart-selectors';
import { cartActions } from '../store/cart-slice';
import { useRefrescarCarrito } from '../use-refrescar-carrito';
import { AvisosCarrito } from './avisos-carrito';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { GroupAccordions, GroupRadioCards, GroupsBanner, GroupsTotal } from './cart-groups';

/**
 * docs/producto/carrito.md#panel-del-carrito right drawer (full width on mobile, 450 / 480 / 520): the lines, or the groups when
 * several shops are in the cart and none is chosen; read-only during checkout (docs/producto/carrito.md#estado-del-carrito, docs/producto/roles.md#permisos).
 * Opening it asks the server for current prices and stock and says what changed. `onCheckout`
 * (from the layout, which knows the session) starts the checkout (docs/producto/carrito.md#boton-de-checkout). `aviso` (from the
 * layout too) goes on top, also over the empty cart: the buyer's order waiting for its payment.
 */
export function CartDrawer({
  open,
  onClose,
  onCheckout,
  aviso,
}: {
  open: boolean;
  onClose: () => void;
  onCheckout: () => void;
  aviso?: ReactNode;
}) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const cart = useAppSelector((s) => s.cart);
  const groups = useAppSelector(selectGroups);
  const selected = useAppSelector(selectSelectedGroup);
  const refrescar = useRefrescarCarrito();

  useEffect(() => {
    if (open) void refrescar();
  }, [open, refrescar]);

  const { isInCheckout: inCheckout, isSelectingNewGroup: cambiando } = cart;
  const varios = groups.length > 1;
  const mostrarGrupos = varios && (selected === null || cambiando);
  const items = selected?.items ?? cart.items;
  const totales = totalsOf(items);
  const avisos =
    selected && !cambiando ? cart.avisos.filter((a) => a.emprendimientoId === selected.emprendimientoId) : cart.avisos;
  const avisosBox = avisos.length > 0 && (
    <Box sx={{ mx: 2.5, mt: 2 }}>
      <AvisosCarrito
        avisos={avisos}
        onEntendido={() =>
          dispatch(cartActions.dismissAvisos(selected && !cambiando ? selected.emprendimientoId : null))
        }
      />
    </Box>
  );
  // A link in the top notice ('Ver pedido') leads to another page: the drawer gets out of the way.
  const cerrarAlNavegar = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a[href]')) onClose();
  };

  const titulo =
    selected && !cambiando ? selected.emprendimientoName : varios ? 'Múltiples emprendimientos' : 'Carrito';
  const checkoutLabel = inCheckout
    ? 'Continuar con checkout'
    : selected && varios
      ? 'Proceder con grupo seleccionado'
      : varios
        ? 'Selecciona un emprendimiento'
        : 'Proceder al checkout';

  const volver = () => {
    if (inCheckout) dispatch(cartActions.startGroupChange());
    else dispatch(cartActions.clearGroup());
  };
  const elegirEnCheckout = (id: string) => {
    dispatch(cartActions.setTemporaryGroup(id));
    dispatch(cartActions.confirmGroupChange());
    onClose(); // docs/producto/carrito.md#estado-del-carrito: choosing a group during checkout closes the drawer
  };
  // docs/producto/carrito.md#boton-de-checkout: the checkout button closes the drawer, then goes to the checkout (or the login).
  const continuarCheckout = () => {
    onClose();
    if (!inCheckout) onCheckout();
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: { xs: '100%', sm: CART_DRAWER_WIDTHS.sm, md: CART_DRAWER_WIDTHS.md, lg: CART_DRAWER_WIDTHS.lg },
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 1.5 }}>
        {selected && varios && !cambiando && (
          <IconButton onClick={volver} aria-label={inCheckout ? 'Cambiar grupo' : 'Volver a los grupos'} edge="start">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
            {titulo}
          </Typography>
          {selected && varios && !cambiando && (
            <Typography variant="body2" color="primary">
              Grupo seleccionado
            </Typography>
          )}
        </Box>
        <IconButton onClick={onClose} aria-label="Cerrar carrito">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {aviso && (
        <Box onClick={cerrarAlNavegar} sx={{ px: 2.5, pt: 2, '&:empty': { display: 'none' } }}>
          {aviso}
        </Box>
      )}
      {cart.items.length === 0 ? (
        <>
          {/* The last line sold out: the empty cart still says why. */}
          {avisosBox}
          <CartEmpty onContinue={onClose} />
        </>
      ) : (
        <>
          <Box sx={{ flex: 1, overflowY: 'auto' }}>
            {inCheckout && (
              <Alert severity="warning" sx={{ mx: 2.5, mt: 2 }}>
                Modo solo lectura: Estás en checkout. No puedes modificar productos aquí.
              </Alert>
            )}
            {mostrarGrupos && !inCheckout && (
              // docs/producto/carrito.md#grupos: with the groups listed there is no summary below, so the way back to the shops is on top.
              <Box sx={{ px: 2.5, pt: 2 }}>
                <Button variant="outlined" fullWidth onClick={onClose}>
                  Seguir comprando
                </Button>
              </Box>
            )}
            {avisosBox}
            {mostrarGrupos ? (
              <>
                {inCheckout && cambiando && (
                  <Alert
                    severity="info"
                    sx={{ mx: 2.5, mt: 2 }}
                    action={
                      <Button color="inherit" size="small" onClick={() => dispatch(cartActions.cancelGroupChange())}>
                        Cancelar
                      </Button>
                    }
                  >
                    Selecciona un nuevo grupo para continuar con el checkout.
                  </Alert>
                )}
                <GroupsBanner count={groups.length} inCheckout={inCheckout} />
                {inCheckout ? (
                  <GroupRadioCards
                    groups={groups}
                    chosenId={cart.temporaryGroupSelection ?? cart.selectedEmprendimientoGroup}
                    onChoose={elegirEnCheckout}
                  />
                ) : (
                  <GroupAccordions
                    groups={groups}
                    selectedId={cart.selectedEmprendimientoGroup}
                    openId={cart.lastAddedGroup}
                    onSelect={(id) => dispatch(cartActions.selectGroup(id))}
                  />
                )}
                <GroupsTotal groups={groups} inCheckout={inCheckout} />
              </>
            ) : (
              <Box component="ul" aria-label="Productos del carrito" sx={{ m: 0, px: 2.5, py: 1 }}>
                {items.map((item) => (
                  <CartLine
                    key={item.id}
                    item={item}
                    locked={inCheckout}
                    onIncrement={() =>
                      dispatch(cartActions.updateQuantity({ id: item.id, quantity: item.quantity + 1 }))
                    }
                    onDecrement={() =>
                      dispatch(cartActions.updateQuantity({ id: item.id, quantity: item.quantity - 1 }))
                    }
                    onRemove={() => dispatch(cartActions.removeItem(item.id))}
                  />
                ))}
              </Box>
            )}
          </Box>
          {!mostrarGrupos && (
            <CartSummary
              subtotal={totales.subtotal}
              totalItems={totales.totalItems}
              savings={totales.savings}
              checkoutLabel={checkoutLabel}
              checkoutDisabled={varios && selected === null}
              inCheckout={inCheckout}
              onCheckout={continuarCheckout}
              onContinue={onClose}
              idEmprendimiento={selected?.emprendimientoId ?? (varios ? undefined : groups[0]?.emprendimientoId)}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
