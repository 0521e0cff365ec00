import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type ChoiceFieldProps<Choice extends string> = Omit<
  TextFieldProps,
  'select' | 'value' | 'onChange' | 'children'
> & {
  value: Choice;
  choices: readonly Choice[];
  /** The words a choice is shown by. */
  choiceLabel: (choice: Choice) => string;
  onChange: (choice: Choice) => void;
};

/** A drop-down of a fixed set of choices (a limit's type, a deposit method), each shown by its label. */
export function ChoiceField<Choice extends string>({
  value,
  choices,
  choiceLabel,
  onChange,
  ...props
}: ChoiceFieldProps<Choice>) {
  return (
    <TextField {...props} select value={value} onChange={(event) => onChange(event.target.value as Choice)}>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choiceLabel(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
