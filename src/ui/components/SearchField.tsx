import { useEffect, useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';

/** How long typing must pause before the search runs. */
const SEARCH_DELAY_MS = 300;

/**
 * A search box's state: `input` as typed, and `query`, the trimmed input once typing has paused (what to search
 * for, so a request is not sent at every key).
 */
export function useSearchInput(): { input: string; setInput: (value: string) => void; query: string } {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  return { input, setInput, query };
}

export type SearchFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
  /** `data-testid` of the input itself. */
  testId: string;
};

/** A search box with the magnifier in front, for a query of at most 200 characters. */
export function SearchField({ value, onChange, testId, ...props }: SearchFieldProps) {
  return (
    <TextField
      {...props}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { 'data-testid': testId, maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
