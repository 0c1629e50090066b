import { Pagination } from '@mui/material';

/** Pagination with Spanish screen-reader labels; `page` is 0-based like the API pages (docs/producto/entidades.md). */
export function PagePagination({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Pagination
      count={totalPages}
      page={Math.min(page + 1, totalPages)}
      onChange={(_, p) => onChange(p - 1)}
      color="primary"
      aria-label={label}
      siblingCount={0}
      boundaryCount={1}
      getItemAriaLabel={(type, p, selected) =>
        type === 'page'
          ? `${selected ? 'Página actual, ' : 'Ir a la página '}${p}`
          : type === 'next'
            ? 'Página siguiente'
            : type === 'previous'
              ? 'Página anterior'
              : type === 'first'
                ? 'Primera página'
                : 'Última página'
      }
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
    />
  );
}
