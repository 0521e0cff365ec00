import TextField, { type TextFieldProps } from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';

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
