import { useState, type FormEvent } from 'react';
import { Box, IconButton, InputBase, useMediaQuery } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchPath, searchPlaceholder } from '../search-text';

function SearchForm({ initialText, placeholder, label }: { initialText: string; placeholder: string; label: string }) {
  const [text, setText] = useState(initialText);
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const path = searchPath(text);
    if (path) navigate(path);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Buscar en Feria"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        height: 44,
        pl: 2,
        pr: 0.5,
        borderRadius: 999,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        transition: 'border-color 120ms, background-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: 'text.secondary' },
        '&:focus-within': { borderColor: 'primary.main', bgcolor: 'background.paper', boxShadow: 3 },
      }}
    >
      <InputBase
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        type="search"
        inputProps={{ 'aria-label': label, enterKeyHint: 'search' }}
        sx={{
          flex: 1,
          minWidth: 0,
          fontSize: '0.95rem',
          '& input::placeholder': { color: 'text.secondary', opacity: 1 },
          '& input::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      <IconButton
        type="submit"
        aria-label="Buscar"
        size="small"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          width: 36,
          height: 36,
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Top bar search (docs/producto/rutas.md#barra-publica). On /search the box mirrors `q`; elsewhere it starts empty. */
export function SearchBox() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearch = pathname === '/search';
  const initialText = onSearch ? (params.get('q') ?? '') : '';
  const narrow = useMediaQuery('(max-width: 419.95px)');
  // Remounting on a new `q` (back button, links) keeps the box in sync without effects.
  // The accessible name stays the full text; only the visible hint gets shorter on a narrow phone.
  return (
    <SearchForm
      key={onSearch ? `q:${initialText}` : 'other'}
      initialText={initialText}
      placeholder={searchPlaceholder(pathname, narrow)}
      label={searchPlaceholder(pathname)}
    />
  );
}
