/**
 * The look's one vocabulary (.eslintrc.cjs, `primitiveLooks`), proven on probe code linted as if it were a file at the
 * given place: outside src/ui/primitives, the MUI components whose look a primitive draws are refused, by their own
 * module or from MUI's index; inside it, and for the primitives themselves, lint stays silent.
 */
import { expectReported, expectSilent } from './probeLint';

jest.setTimeout(120_000);

it.each([
  ['src/features/wallet/Probe.tsx', "import Button from '@mui/material/Button';\nexport const probe = Button;\n"],
  [
    'src/features/play/Probe.tsx',
    "import IconButton from '@mui/material/IconButton';\nexport const probe = IconButton;\n",
  ],
  ['src/routes/layouts/Probe.tsx', "import Link from '@mui/material/Link';\nexport const probe = Link;\n"],
  ['src/ui/components/Probe.tsx', "import Chip from '@mui/material/Chip';\nexport const probe = Chip;\n"],
  [
    'src/session/Probe.tsx',
    "import CircularProgress from '@mui/material/CircularProgress';\nexport const probe = CircularProgress;\n",
  ],
  [
    'src/features/home/Probe.tsx',
    "import { Skeleton, CardActionArea } from '@mui/material';\nexport const probe = [Skeleton, CardActionArea];\n",
  ],
  [
    'src/app/Probe.tsx',
    "import OutlinedInput from '@mui/material/OutlinedInput';\nexport const probe = OutlinedInput;\n",
  ],
])('refuses a MUI look-alike outside src/ui/primitives: %s', (file, code) =>
  expectReported(file, code, 'no-restricted-imports'),
);

it('stays silent for the primitives in a screen, and for MUI inside src/ui/primitives', async () => {
  const screen = [
    "import { Button } from '@/ui/primitives/Button';",
    "import { Pill } from '@/ui/primitives/Pill';",
    "import Typography from '@mui/material/Typography';",
    'export const probe = [Button, Pill, Typography];',
    '',
  ].join('\n');
  await expectSilent('src/features/wallet/Probe.tsx', screen);
  const primitive =
    "import ButtonBase from '@mui/material/ButtonBase';\nimport Button from '@mui/material/Button';\nexport const probe = [ButtonBase, Button];\n";
  await expectSilent('src/ui/primitives/Probe.tsx', primitive);
});

it('keeps the rules the look-alikes were added to: raw react-redux hooks and React lazy stay refused', async () => {
  await expectReported(
    'src/features/wallet/Probe.tsx',
    "import { useSelector } from 'react-redux';\nexport const probe = useSelector;\n",
    'no-restricted-imports',
  );
  await expectReported(
    'src/ui/primitives/Probe.tsx',
    "import { lazy } from 'react';\nexport const probe = lazy;\n",
    'no-restricted-imports',
  );
});
